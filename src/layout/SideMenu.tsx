import { Menu, type MenuProps } from "antd";
import { useLocation, useNavigate } from "react-router";
import { useEffect, useMemo, useState } from "react";
import type { MenuItemModel } from "./menuModel";
import { ancestorsOf } from "./menuModel";
import { menuIcon } from "./menuIcons";
import { useActiveMenuPath } from "./useActiveMenuPath";
import { useMenuLabel } from "./menuTitle";
import { accordionKeys } from "./menuGroups";
import { pointerOffEntry, pointerOnEntry } from "../boot/bootConsole";
import { pageIntent } from "./pageIntent";

type Items = NonNullable<MenuProps["items"]>;

/**
 * antd menu items of a part of the tree; icons where the server gives one, on the outer level.
 * With `expanded`, a group not in it is given no entries (an empty list keeps it a group):
 * antd mounts every entry of the tree twice over — a hidden copy to learn the key paths, each
 * entry with a tooltip — so an inline menu builds only the open groups, and a group's entries
 * arrive when it opens.
 */
export function useMenuItems(items: readonly MenuItemModel[], expanded?: ReadonlySet<string>): Items {
  const label = useMenuLabel();
  return useMemo(() => {
    const convert = (list: readonly MenuItemModel[], depth: number): Items =>
      list.map((item) => ({
        key: item.path,
        icon: depth === 0 && item.icon ? menuIcon(item.icon) : undefined,
        label: label(item),
        children: item.children ? (expanded && !expanded.has(item.path) ? [] : convert(item.children, depth + 1)) : undefined,
        // A page's code loads while the pointer rests on its entry, its first data once it has
        // rested a moment, and with its answers the page renders hidden: the click only shows it.
        onMouseEnter: item.children ? undefined : () => pointerOnEntry(item.path, () => pageIntent.show(item.path)),
        onMouseLeave: item.children
          ? undefined
          : () => {
              pointerOffEntry(item.path);
              pageIntent.drop(item.path);
            },
      }));
    return convert(items, 0);
  }, [items, label, expanded]);
}

export interface SideMenuProps {
  items: readonly MenuItemModel[];
  mode?: "inline" | "horizontal";
  collapsed?: boolean;
  /** Accordion: one open group at a time. */
  accordion?: boolean;
  dark?: boolean;
  onNavigate?: () => void;
  testId?: string;
}

/** A menu over a part of the tree; the group of the current page is open and its entry selected. */
export function SideMenu({ items, mode = "inline", collapsed = false, accordion = false, dark = false, onNavigate, testId }: SideMenuProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const active = useActiveMenuPath();
  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestorsOf(items, active));
  const inline = mode === "inline";
  // Open groups and those of the current page (highlighted as its parents even when closed).
  const expanded = useMemo(
    () => (inline && !collapsed ? new Set([...openKeys, ...ancestorsOf(items, active)]) : undefined),
    [inline, collapsed, openKeys, items, active],
  );
  const menuItems = useMenuItems(items, expanded);

  // The group of the page being shown opens whenever the page changes.
  useEffect(() => {
    const needed = ancestorsOf(items, active);
    // The same list when nothing opens (a page of an open group): a new one rendered the whole menu again.
    setOpenKeys((previous) => {
      const next = accordion ? needed : [...new Set([...previous, ...needed])];
      return next.length === previous.length && next.every((key, i) => key === previous[i]) ? previous : next;
    });
  }, [items, active, accordion]);

  return (
    <Menu
      className="shell-menu"
      data-testid={testId}
      mode={mode}
      theme={dark ? "dark" : "light"}
      // Not even as undefined outside inline mode: antd warns on the property's presence.
      {...(inline ? { inlineCollapsed: collapsed } : {})}
      items={menuItems}
      selectedKeys={[active || location.pathname]}
      {...(inline && !collapsed
        ? { openKeys, onOpenChange: (keys: string[]) => setOpenKeys(accordionKeys(items, openKeys, keys, accordion)) }
        : {})}
      onClick={({ key }) => {
        // At the address of the page rendered for it, if any (its list may have put its filters in it).
        navigate(pageIntent.addressOf(key));
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 0, background: "transparent", flex: mode === "horizontal" ? 1 : undefined, minWidth: 0 }}
    />
  );
}
