import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Button, Dropdown, type MenuProps } from "antd";
import { CloseOutlined, DownOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useTags } from "./tagsStore";
import type { TagEntry } from "./tagsModel";
import { useTagActions } from "./useTagActions";
import { useMenuModel } from "../menuContext";
import { usePageTitleOf } from "../../routing/usePageTitle";

/**
 * Whether the browser is already at this address. Not the rendered location: that lags behind
 * a navigation still in progress, and a tag clicked then (the one just left) would be ignored.
 */
const isCurrentAddress = (fullPath: string) => window.location.pathname + window.location.search === fullPath;

type ActionKey = "refresh" | "close" | "closeOthers" | "closeAll";

const LINK_SELECTOR = "a.shell-tag-link";

/** Where the arrow keys take focus from tag `index` of `count`. */
function movedIndex(key: string, index: number, count: number): number | undefined {
  if (key === "ArrowRight" || key === "ArrowDown") return (index + 1) % count;
  if (key === "ArrowLeft" || key === "ArrowUp") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}

/**
 * The history tabs (spec doc 1 §2.2): one per opened page; a right click (or the context-menu
 * key) or the end button offers the actions. For assistive technology they are a navigation
 * landmark holding a list of links, the current page's marked `aria-current`. The list is one
 * stop of the Tab key: the arrow keys, Home and End move between the tabs, Enter opens one,
 * Delete closes it (its close button follows it in the Tab order).
 */
export function TagsView({ styleName }: { styleName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { tags } = useTags();
  const titleOf = usePageTitleOf(useMenuModel());
  const actions = useTagActions();
  const listRef = useRef<HTMLUListElement>(null);
  /**
   * The tab the keyboard is on (the Tab key's stop) while the page it was on is shown: the
   * current page's until the arrows move, and again once another page opens.
   */
  const [focused, setFocused] = useState<{ key: string; on: string }>();
  const setFocusedKey = (key: string | undefined) => setFocused(key === undefined ? undefined : { key, on: pathname });
  const rovingKey = focused && focused.on === pathname && tags.some((tag) => tag.key === focused.key) ? focused.key : pathname;

  // The current tab scrolls into view.
  useEffect(() => {
    listRef.current?.querySelector<HTMLElement>(".shell-tag.is-active")?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [pathname, tags.length]);

  const menuFor = (tag: TagEntry): MenuProps => ({
    items: [
      { key: "refresh", label: t("shell.tags.refresh") },
      { key: "close", label: t("shell.tags.close"), disabled: tag.affix },
      { key: "closeOthers", label: t("shell.tags.closeOthers") },
      { key: "closeAll", label: t("shell.tags.closeAll") },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      const action = key as ActionKey;
      if (action === "closeAll") actions.closeAll();
      else actions[action](tag);
    },
  });

  const focusTag = (index: number) => {
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>(LINK_SELECTOR);
    const link = links?.[index];
    if (!link) return;
    setFocusedKey(tags[index]?.key);
    link.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = tags.findIndex((tag) => tag.key === (event.target as HTMLElement).closest<HTMLElement>(".shell-tag")?.dataset.path);
    if (index < 0 || !(event.target as HTMLElement).matches(LINK_SELECTOR)) return;
    const to = movedIndex(event.key, index, tags.length);
    if (to !== undefined) {
      event.preventDefault();
      focusTag(to);
    } else if (event.key === "Delete" && !tags[index].affix) {
      event.preventDefault();
      actions.close(tags[index]);
      // Focus stays in the list, on the neighbour that takes the closed tab's place.
      requestAnimationFrame(() => focusTag(Math.min(index, tags.length - 2)));
    }
  };

  const current = tags.find((tag) => tag.key === pathname);
  return (
    <nav className={`shell-tags tags-${styleName}`} aria-label={t("shell.tags.label")} data-testid="tags-view">
      <ul className="shell-tags-list" ref={listRef} onKeyDown={onKeyDown}>
        {tags.map((tag) => {
          const active = tag.key === pathname;
          const title = titleOf(tag.key) ?? tag.key;
          const inTabOrder = tag.key === rovingKey;
          return (
            <Dropdown key={tag.key} trigger={["contextMenu"]} menu={menuFor(tag)}>
              {/* The whole tab opens its page on a click; the link inside is what the keyboard and screen readers use. */}
              <li
                className={active ? "shell-tag is-active" : "shell-tag"}
                data-testid="tag"
                data-path={tag.key}
                data-active={active}
                onClick={() => !isCurrentAddress(tag.fullPath) && navigate(tag.fullPath)}
              >
                <a
                  className="shell-tag-link"
                  href={tag.fullPath}
                  aria-current={active ? "page" : undefined}
                  aria-keyshortcuts={tag.affix ? undefined : "Delete"}
                  tabIndex={inTabOrder ? 0 : -1}
                  onFocus={() => setFocusedKey(tag.key)}
                  // The router opens it (the list item's click); the browser would load the page again.
                  onClick={(event) => event.preventDefault()}
                >
                  {title}
                </a>
                {!tag.affix && (
                  <button
                    type="button"
                    className="shell-tag-close"
                    aria-label={t("shell.tags.closeTag", { title })}
                    tabIndex={inTabOrder ? 0 : -1}
                    data-testid="tag-close"
                    onClick={(event) => {
                      event.stopPropagation();
                      actions.close(tag);
                    }}
                  >
                    <CloseOutlined aria-hidden />
                  </button>
                )}
              </li>
            </Dropdown>
          );
        })}
      </ul>
      {current && (
        <Dropdown menu={menuFor(current)} trigger={["click"]}>
          <Button size="small" type="text" icon={<DownOutlined aria-hidden />} aria-label={t("shell.tags.actions")} data-testid="tags-actions" />
        </Dropdown>
      )}
    </nav>
  );
}
