import type { PageRoute, TitleContext } from "./types";

/**
 * Tab pages with fixed titles (spec doc 1 §2.1), by the last segment of their path, in the
 * spec's order: shop settings, payment settings, mini-program config, official-account config,
 * app config, app upgrade config, PC basic config. Applied to any route whose last segment matches.
 */
export const TAB_PAGE_TITLES: Readonly<Record<string, string>> = {
  shop_tabs: "shell.titles.shopSettings",
  pay_tabs: "shell.titles.paymentSettings",
  smallapp: "shell.titles.miniProgramConfig",
  wechat: "shell.titles.officialAccountConfig",
  wechat_open_app: "shell.titles.appConfig",
  app_version: "shell.titles.appUpgradeConfig",
  pc_config: "shell.titles.pcBasicConfig",
};

/**
 * A title that shows its page's title plus ` ID:<id>` when the route has that param
 * (creatProduct and coupon pages, spec doc 1 §2.1). An id of 0 means "new": no suffix.
 */
export function titleWithId(key: string, param = "id"): (context: TitleContext) => string {
  return ({ params, t }) => {
    const id = params[param];
    const title = t(key);
    return id && id !== "0" ? `${title} ID:${id}` : title;
  };
}

/** A title taken from the page's menu entry (route crud_crud); the key when the menu has none. */
export function titleFromMenu(fallbackKey: string): (context: TitleContext) => string {
  return ({ menuTitle, t }) => menuTitle || t(fallbackKey);
}

const lastSegment = (path: string) => path.split("/").filter(Boolean).pop() ?? "";

/** The title of a page: a fixed tab-page title, else the route's own (a key or a function of params). */
export function routeTitle(route: PageRoute, pathname: string, context: TitleContext): string {
  const tabKey = TAB_PAGE_TITLES[lastSegment(pathname)] ?? TAB_PAGE_TITLES[lastSegment(route.path)];
  if (tabKey) return context.t(tabKey);
  return typeof route.title === "function" ? route.title(context) : context.t(route.title);
}

/** document.title: the page title, then the platform site name (spec doc 1 §2.1). */
export const documentTitle = (title: string, siteName: string | null | undefined) =>
  siteName ? `${title} - ${siteName}` : title;
