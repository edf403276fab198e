import { STORAGE } from "../../../providers/storage";

/**
 * Which columns of a list a signed-in admin hid, kept in localStorage under one key per list,
 * merchant and admin: another account in the same browser starts from the default (all shown).
 * The hidden keys are stored rather than the shown ones, so a column added later shows at first.
 */
export interface ColumnScope {
  merId: number;
  adminId: number;
}

export const columnStorageKey = (list: string, scope: ColumnScope) => `${STORAGE.columnsPrefix}:${list}:${scope.merId}:${scope.adminId}`;

/** The hidden column keys; anything unreadable counts as none hidden. */
export function readHiddenColumns(list: string, scope: ColumnScope | undefined, storage: Storage = localStorage): string[] {
  if (!scope) return [];
  try {
    const value: unknown = JSON.parse(storage.getItem(columnStorageKey(list, scope)) ?? "[]");
    return Array.isArray(value) ? value.filter((key): key is string => typeof key === "string") : [];
  } catch {
    return [];
  }
}

/** Remembers the hidden keys; none hidden is the default and leaves nothing behind. */
export function writeHiddenColumns(list: string, scope: ColumnScope | undefined, hidden: readonly string[], storage: Storage = localStorage): void {
  if (!scope) return;
  const key = columnStorageKey(list, scope);
  try {
    if (hidden.length) storage.setItem(key, JSON.stringify([...new Set(hidden)]));
    else storage.removeItem(key);
  } catch {
    // A full or blocked storage: the choice holds for this page only.
  }
}
