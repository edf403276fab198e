import { Menu, type MenuProps } from "antd";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useMemo } from "react";
import type { MenuItemModel } from "./menuModel";
import { ancestorsOf } from "./menuModel";
import { menuIcon } from "./menuIcons";
import { useActiveMenuPath } from "./useActiveMenuPath";

type Items = NonNullable<MenuProps["items"]>;

export function useMenuItems(items: readonly MenuItemModel[], withIcons = true): Items {
  const { t } = useTranslation();
  return useMemo(() => {
    const convert = (list: readonly MenuItemModel[], depth: number): Items =>
      list.map((item) => ({
        key: item.path,
        icon: withIcons && depth === 0 ? menuIcon(item.icon) : undefined,
        label: item.titleKey ? t(item.titleKey, { defaultValue: item.serverTitle }) : item.serverTitle,
        children: item.children ? convert(item.children, depth + 1) : undefined,
      }));
    return convert(items, 0);
  }, [items, t, withIcons]);
}

/** A vertical or horizontal menu over a part of the tree; the current page's group is open. */
export function SideMenu({
  items,
  mode = "inline",
  collapsed = false,
  onNavigate,
}: {
  items: readonly MenuItemModel[];
  mode?: "inline" | "horizontal" | "vertical";
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const active = useActiveMenuPath();
  const menuItems = useMenuItems(items);
  const defaultOpen = useMemo(() => ancestorsOf(items, active), [items, active]);
  return (
    <Menu
      key={defaultOpen.join("|")}
      mode={mode}
      inlineCollapsed={mode === "inline" ? collapsed : undefined}
      items={menuItems}
      selectedKeys={[active || location.pathname]}
      defaultOpenKeys={mode === "inline" ? defaultOpen : undefined}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
