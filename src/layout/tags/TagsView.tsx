import { useEffect, useRef } from "react";
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

/** The history tabs (spec doc 1 §2.2): one per opened page; a right click or the end button offers the actions. */
export function TagsView({ styleName }: { styleName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { tags } = useTags();
  const titleOf = usePageTitleOf(useMenuModel());
  const actions = useTagActions();
  const listRef = useRef<HTMLDivElement>(null);

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

  const current = tags.find((tag) => tag.key === pathname);
  return (
    <div className={`shell-tags tags-${styleName}`} data-testid="tags-view">
      <div className="shell-tags-list" ref={listRef}>
        {tags.map((tag) => {
          const active = tag.key === pathname;
          return (
            <Dropdown key={tag.key} trigger={["contextMenu"]} menu={menuFor(tag)}>
              <div
                className={active ? "shell-tag is-active" : "shell-tag"}
                data-testid="tag"
                data-path={tag.key}
                data-active={active}
                role="tab"
                aria-selected={active}
                onClick={() => !isCurrentAddress(tag.fullPath) && navigate(tag.fullPath)}
              >
                <span>{titleOf(tag.key) ?? tag.key}</span>
                {!tag.affix && (
                  <CloseOutlined
                    className="shell-tag-close"
                    aria-label={t("shell.tags.close")}
                    data-testid="tag-close"
                    onClick={(event) => {
                      event.stopPropagation();
                      actions.close(tag);
                    }}
                  />
                )}
              </div>
            </Dropdown>
          );
        })}
      </div>
      {current && (
        <Dropdown menu={menuFor(current)} trigger={["click"]}>
          <Button size="small" type="text" icon={<DownOutlined />} aria-label={t("shell.tags.actions")} data-testid="tags-actions" />
        </Dropdown>
      )}
    </div>
  );
}
