import { Menu, type MenuProps } from "antd";
import { useLocation, useNavigate } from "react-router";
import { useEffect, useMemo, useState } from "react";
import type { MenuItemModel } from "./menuModel";
import { ancestorsOf } from "./menuModel";
import { menuIcon } from "./menuIcons";
import { useActiveMenuPath } from "./useActiveMenuPath";
import { useMenuLabel } from "./menuTitle";
import { accordionKeys } from "./menuGroups";

type Items = NonNullable<MenuProps["items"]>;

/** antd menu items of a part of the tree; icons where the server gives one, on the outer level. */
export function useMenuItems(items: readonly MenuItemModel[], withIcons = true): Items {
  const label = useMenuLabel();
  return useMemo(() => {
    const convert = (list: readonly MenuItemModel[], depth: number): Items =>
      list.map((item) => ({
        key: item.path,
        icon: withIcons && depth === 0 && item.icon ? menuIcon(item.icon) : undefined,
        label: label(item),
        children: item.children ? convert(item.children, depth + 1) : undefined,
      }));
    return convert(items, 0);
  }, [items, label, withIcons]);
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
  const menuItems = useMenuItems(items);
  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestorsOf(items, active));

  // The group of the page being shown opens whenever the page changes.
  useEffect(() => {
    const needed = ancestorsOf(items, active);
    setOpenKeys((previous) => (accordion ? needed : [...new Set([...previous, ...needed])]));
  }, [items, active, accordion]);

  const inline = mode === "inline";
  return (
    <Menu
      data-testid={testId}
      mode={mode}
      theme={dark ? "dark" : "light"}
      inlineCollapsed={inline ? collapsed : undefined}
      items={menuItems}
      selectedKeys={[active || location.pathname]}
      {...(inline && !collapsed
        ? { openKeys, onOpenChange: (keys: string[]) => setOpenKeys(accordionKeys(items, openKeys, keys, accordion)) }
        : {})}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 0, background: "transparent", flex: mode === "horizontal" ? 1 : undefined, minWidth: 0 }}
    />
  );
}
