import type { SyntheticEvent } from "react";

/**
 * Whether a drawer's or dialog's close comes from Escape pressed in a select (or any combobox)
 * whose list is open. The select closes its list on that key but lets it go on to the drawer,
 * which would close (or ask about unsaved changes) too: the first Escape should only close the
 * list, the next one the drawer. The select's list is still marked open while the key travels.
 */
export function escapeFromOpenList(event?: SyntheticEvent): boolean {
  if (!event || event.type !== "keydown") return false;
  const target = event.target as Element | null;
  return !!target?.closest?.('[role="combobox"][aria-expanded="true"]');
}
