/** A status tab: the value the list sends, the key of its count, its label. */
export interface TabModel<V extends string, C extends string> {
  value: V;
  count: C;
  label: string;
}

/** The tab of a value read from the address; the first tab when absent or unknown. */
export function tabOf<T extends { value: string }>(tabs: readonly T[], value: string | undefined): T {
  return tabs.find((tab) => tab.value === value) ?? tabs[0]!;
}

/** A tab's count from the counts answer; undefined until it arrived. */
export function countOf(counts: object | undefined, key: string): number | undefined {
  const value = (counts as Record<string, unknown> | undefined)?.[key];
  return typeof value === "number" ? value : undefined;
}
