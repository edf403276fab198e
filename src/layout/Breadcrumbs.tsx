import { Breadcrumb } from "antd";
import { HomeOutlined } from "@ant-design/icons";
import { Link, useLocation } from "react-router";
import { useMemo } from "react";
import { useActiveMenuPath } from "./useActiveMenuPath";
import { useMenuModel } from "./menuContext";
import { menuTrail } from "./menuGroups";
import { menuIcon } from "./menuIcons";
import { useMenuLabel } from "./menuTitle";
import { usePageTitleOf } from "../routing/usePageTitle";
import { useTranslation } from "react-i18next";

/**
 * Breadcrumbs from the menu path of the current page (its own entry, or its `activeMenu`),
 * ending with the page itself when it is not a menu entry; icons on demand.
 */
export function Breadcrumbs({ withIcons }: { withIcons: boolean }) {
  const menu = useMenuModel();
  const { pathname } = useLocation();
  const active = useActiveMenuPath();
  const label = useMenuLabel();
  const titleOf = usePageTitleOf(menu);
  const { t } = useTranslation();
  const items = useMemo(() => {
    const trail = menuTrail(menu, active);
    const crumbs = trail.map((item, index) => {
      const icon = withIcons ? (item.icon ? menuIcon(item.icon) : index === 0 ? <HomeOutlined /> : null) : null;
      const text = (
        <span>
          {icon}
          {icon ? " " : null}
          {label(item)}
        </span>
      );
      const linkable = !item.children && item.path !== pathname;
      return { key: item.path, title: linkable ? <Link to={item.path}>{text}</Link> : text };
    });
    if (trail[trail.length - 1]?.path !== pathname) {
      const title = titleOf(pathname);
      if (title) crumbs.push({ key: pathname, title: <span>{title}</span> });
    }
    return crumbs;
  }, [menu, active, pathname, label, titleOf, withIcons]);
  return <Breadcrumb items={items} aria-label={t("shell.landmarks.breadcrumb")} data-testid="breadcrumb" style={{ minWidth: 0, overflow: "hidden", whiteSpace: "nowrap" }} />;
}
