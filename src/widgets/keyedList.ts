/**
 * Edits of an ordered list of keyed entries, for the designers' canvases (system forms, shop
 * pages): insert, remove, copy after, move. Each returns a new list, or undefined when nothing
 * changes; the selection rules live with the callers.
 */
export interface Keyed {
  key: string;
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(max, value));

/** `item` at `index` (clamped; the end by default). */
export function insertAt<T>(
  list: readonly T[],
  item: T,
  index = list.length,
): T[] {
  const next = [...list];
  next.splice(clamp(index, next.length), 0, item);
  return next;
}

/** The list without entry `key`, and the entry to edit next (the one after, or the new last one). */
export function removeKeyed<T extends Keyed>(
  list: readonly T[],
  key: string,
): { list: T[]; next?: string } | undefined {
  const index = list.findIndex((entry) => entry.key === key);
  if (index < 0) return undefined;
  const rest = list.filter((entry) => entry.key !== key);
  return { list: rest, next: rest[Math.min(index, rest.length - 1)]?.key };
}

/** `copy` right after entry `key`. */
export function insertAfterKey<T extends Keyed>(
  list: readonly T[],
  key: string,
  copy: T,
): T[] | undefined {
  const index = list.findIndex((entry) => entry.key === key);
  return index < 0 ? undefined : insertAt(list, copy, index + 1);
}

/** The entry at `from` moved to `to` (clamped), with the moved entry. */
export function moveIndex<T>(
  list: readonly T[],
  from: number,
  to: number,
): { list: T[]; moved: T } | undefined {
  if (from === to || from < 0 || from >= list.length) return undefined;
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(clamp(to, next.length), 0, moved!);
  return { list: next, moved: moved! };
}
