import type { MenuNode } from "../../providers/session";
import type { PageRoute } from "../routing/types";
import { findRoute } from "../routing/pathMatch";

export interface MenuItemModel {
  key: string;
  path: string;
  icon: string;
  /** Locale key of the page (from the route table), when there is one. */
  titleKey?: string;
  /** The server's title, used where no locale key exists (directories). */
  serverTitle: string;
  children?: MenuItemModel[];
}

/** Directory titles by path, so English never shows the server's Chinese names. */
export const directoryKey = (path: string) => `menu.${path.replace(/^\//, "").replace(/\//g, "_")}`;

/**
 * The server's tree (already filtered by permissions, in its order) reduced to what the
 * console can open: a page without a registered route is left out, and so is a directory
 * left empty — never a dead link.
 */
export function buildMenu(tree: readonly MenuNode[], routes: readonly PageRoute[]): MenuItemModel[] {
  const out: MenuItemModel[] = [];
  for (const node of tree) {
    if (node.children?.length) {
      const children = buildMenu(node.children, routes);
      if (children.length) {
        out.push({ key: node.path, path: node.path, icon: node.icon, serverTitle: node.title, titleKey: directoryKey(node.path), children });
      }
      continue;
    }
    const found = findRoute(routes, node.path);
    if (!found || node.menuType === "M") continue;
    out.push({
      key: node.path,
      path: node.path,
      icon: node.icon,
      serverTitle: node.title,
      titleKey: typeof found.route.title === "string" ? found.route.title : undefined,
    });
  }
  return out;
}

/** Paths of the directories that hold `path`, outermost first (to open the current group). */
export function ancestorsOf(items: readonly MenuItemModel[], path: string): string[] {
  for (const item of items) {
    if (item.path === path) return [];
    if (item.children) {
      const inner = ancestorsOf(item.children, path);
      if (inner.length || item.children.some((c) => c.path === path)) return [item.path, ...inner];
    }
  }
  return [];
}

/** Finds a menu entry by its path anywhere in the tree. */
export function findMenuItem(items: readonly MenuItemModel[], path: string): MenuItemModel | undefined {
  for (const item of items) {
    if (item.path === path) return item;
    const inner = item.children && findMenuItem(item.children, path);
    if (inner) return inner;
  }
  return undefined;
}
