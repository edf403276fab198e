/** The picker's value is one URL (single mode) or a list of URLs (multiple mode). */
export type PickerValue = string | string[];

export function toList(value: PickerValue | null | undefined): string[] {
  if (Array.isArray(value)) return value.filter(Boolean);
  return value ? [value] : [];
}

export const fromList = (list: readonly string[], multiple: boolean): PickerValue => (multiple ? [...list] : (list[0] ?? ""));

/** Adds chosen URLs after the current ones, refusing to go past `max`. */
export function appendWithin(list: readonly string[], urls: readonly string[], max: number): string[] | undefined {
  const next = [...list, ...urls];
  return next.length > max ? undefined : next;
}

/** Moves one entry (drag to reorder). */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Unique, stable-enough keys for sortable tiles (the same URL may appear twice). */
export function tileIds(list: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return list.map((url) => {
    const n = (seen.get(url) ?? 0) + 1;
    seen.set(url, n);
    return `${url}#${n}`;
  });
}
