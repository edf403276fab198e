import type { MenuItemModel } from "./menuModel";

/** The menu entries from the first level down to the entry of `path` (empty when the menu has no such entry). */
export function menuTrail(items: readonly MenuItemModel[], path: string): MenuItemModel[] {
  for (const item of items) {
    if (item.path === path) return [item];
    if (item.children) {
      const inner = menuTrail(item.children, path);
      if (inner.length) return [item, ...inner];
    }
  }
  return [];
}

/** The first-level entry (group) that holds `path`, or is it. */
export const groupOf = (items: readonly MenuItemModel[], path: string): MenuItemModel | undefined => menuTrail(items, path)[0];

/** Where clicking a group goes: its first page, depth first. */
export function firstLeaf(item: MenuItemModel): string {
  return item.children?.length ? firstLeaf(item.children[0]) : item.path;
}

/**
 * Accordion menus keep one branch open: the newly opened key with its ancestors.
 * Without accordion the keys pass through.
 */
export function accordionKeys(items: readonly MenuItemModel[], previous: readonly string[], next: readonly string[], accordion: boolean): string[] {
  if (!accordion) return [...next];
  const opened = next.find((key) => !previous.includes(key));
  if (!opened) return [...next];
  return menuTrail(items, opened).map((item) => item.path);
}
