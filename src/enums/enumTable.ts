/**
 * An enumeration is one table of value → locale key, used by every tag, filter and select
 * that shows it, so a label is written once (architecture.md, "Write each fact once").
 */
export interface EnumEntry<V extends string | number | boolean> {
  value: V;
  /** Locale key of the label. */
  label: string;
  /** antd Tag colour, where a tag shows it. */
  color?: string;
}

export type EnumTable<V extends string | number | boolean = string | number | boolean> = readonly EnumEntry<V>[];

export const defineEnum = <V extends string | number | boolean>(entries: EnumEntry<V>[]): EnumTable<V> => entries;

type Translate = (key: string) => string;

export function enumLabel<V extends string | number | boolean>(table: EnumTable<V>, value: V | null | undefined, t: Translate): string {
  const entry = table.find((e) => e.value === value);
  return entry ? t(entry.label) : value === null || value === undefined ? "" : String(value);
}

/** Options for antd Select / Radio.Group / Table filters. */
export function enumOptions<V extends string | number | boolean>(table: EnumTable<V>, t: Translate) {
  return table.map((e) => ({ value: e.value, label: t(e.label), text: t(e.label) }));
}
