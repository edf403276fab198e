/**
 * The chosen pictures, in the order chosen (spec doc 2 §4): choosing adds at the end,
 * choosing again removes; each chosen picture shows its 1-based place in the list.
 */
export interface Keyed {
  attId: number;
}

export function toggleSelection<T extends Keyed>(chosen: readonly T[], item: T): T[] {
  return chosen.some((c) => c.attId === item.attId) ? chosen.filter((c) => c.attId !== item.attId) : [...chosen, item];
}

/** 1-based number of the item in the chosen list; 0 when it is not chosen. */
export function selectionNumber(chosen: readonly Keyed[], attId: number): number {
  return chosen.findIndex((c) => c.attId === attId) + 1;
}

/** Adds or removes a whole page at once (the list view's "select all"), keeping the order. */
export function setPageSelection<T extends Keyed>(chosen: readonly T[], page: readonly T[], selected: boolean): T[] {
  const ids = new Set(page.map((p) => p.attId));
  if (!selected) return chosen.filter((c) => !ids.has(c.attId));
  const have = new Set(chosen.map((c) => c.attId));
  return [...chosen, ...page.filter((p) => !have.has(p.attId))];
}

/** The comma-joined ids the delete and move calls take. */
export const joinIds = (chosen: readonly Keyed[]) => chosen.map((c) => c.attId).join(",");
