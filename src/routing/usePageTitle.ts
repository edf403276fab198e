import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { routes } from "../../resources";
import type { MenuItemModel } from "../layout/menuModel";
import { findMenuItem } from "../layout/menuModel";
import { findRoute } from "./pathMatch";
import { routeTitle } from "./titles";

/**
 * Title of any path of the route table, as the tab, the breadcrumb and document.title show it.
 * `menu` gives the menu entries' titles (for titles taken from the menu).
 */
export function usePageTitleOf(menu: readonly MenuItemModel[] = []) {
  const { t } = useTranslation();
  return useCallback(
    (pathname: string): string | undefined => {
      const found = findRoute(routes, pathname);
      if (!found) return undefined;
      const item = findMenuItem(menu, pathname);
      const menuTitle = item ? (item.titleKey ? t(item.titleKey, { defaultValue: item.serverTitle }) : item.serverTitle) : undefined;
      return routeTitle(found.route, pathname, { params: found.params, menuTitle, t: (key, vars) => t(key, vars ?? {}) });
    },
    [menu, t],
  );
}
