import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { EnumTable } from "./enumTable";
import "./enumTag.css";

const COLOURS = new Set([
  ...["magenta", "red", "volcano", "orange", "gold", "lime", "green", "cyan", "blue", "geekblue", "purple"],
  ...["success", "processing", "error", "warning"],
]);

/** The tag classes of an antd Tag colour; colours outside its presets show as the default tag. */
export const enumTagClass = (color: string | undefined) => (color && COLOURS.has(color) ? `enum-tag enum-tag-${color}` : "enum-tag");

type TagOf<V> = (value: V | null | undefined) => ReactNode;

/**
 * Tags of one enumeration with their labels translated once: for list cells, where a hook
 * per tag would be repeated on every row.
 */
export function useEnumTags<V extends string | number | boolean>(table: EnumTable<V>): TagOf<V> {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const tags = new Map(table.map((e) => [e.value, <span className={enumTagClass(e.color)}>{t(e.label)}</span>]));
    return (value) => tags.get(value as V) ?? (value === null || value === undefined ? null : <span className="enum-tag">{String(value)}</span>);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes with the language
  }, [table, t, i18n.language]);
}

/** A value shown as a coloured tag with its translated label. */
export function EnumTag<V extends string | number | boolean>({ table, value }: { table: EnumTable<V>; value: V | null | undefined }) {
  return useEnumTags(table)(value);
}
