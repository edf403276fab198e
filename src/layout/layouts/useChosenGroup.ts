import { useState } from "react";
import type { MenuItemModel } from "../menuModel";
import { groupOf } from "../menuGroups";
import { useActiveMenuPath } from "../useActiveMenuPath";

/**
 * The first-level group whose pages the second menu shows: the group of the current page;
 * on a page outside the menu (personal centre) the last group stays.
 */
export function useChosenGroup(menu: readonly MenuItemModel[]): MenuItemModel | undefined {
  const active = useActiveMenuPath();
  const current = groupOf(menu, active);
  const [last, setLast] = useState<MenuItemModel | undefined>(current);
  if (current && current !== last) setLast(current);
  return current ?? (last && menu.includes(last) ? last : undefined);
}
