import type { MenuItemModel } from "../layout/menuModel";

const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/**
 * Where the address of a menu section (a directory of the session's menu, e.g. /product or
 * /operation/printing) leads: its first page, depth first in the menu's order, that the user
 * may open. Undefined when the path is no section, or a section without such a page (the
 * caller shows 404 then: the menu shows no such section either).
 */
export function sectionDefault(menu: readonly MenuItemModel[], pathname: string, mayOpen: (path: string) => boolean): string | undefined {
  const section = findSection(menu, trimmed(pathname));
  return section ? firstOpenable(section.children ?? [], mayOpen) : undefined;
}

function findSection(items: readonly MenuItemModel[], path: string): MenuItemModel | undefined {
  for (const item of items) {
    if (!item.children) continue;
    if (item.path === path) return item;
    const inner = findSection(item.children, path);
    if (inner) return inner;
  }
  return undefined;
}

function firstOpenable(items: readonly MenuItemModel[], mayOpen: (path: string) => boolean): string | undefined {
  for (const item of items) {
    const found = item.children ? firstOpenable(item.children, mayOpen) : mayOpen(item.path) ? item.path : undefined;
    if (found) return found;
  }
  return undefined;
}
