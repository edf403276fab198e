import { useMemo, type CSSProperties, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { tagColumnWidth } from "../widgets/listCells/columnWidth";
import type { EnumTable } from "./enumTable";
import "./enumTag.css";

const COLOURS = new Set([
  ...["magenta", "red", "volcano", "orange", "gold", "lime", "green", "cyan", "blue", "geekblue", "purple"],
  ...["success", "processing", "error", "warning"],
]);

/** The tag classes of an antd Tag colour; colours outside its presets show as the default tag. */
export const enumTagClass = (color: string | undefined) => (color && COLOURS.has(color) ? `enum-tag enum-tag-${color}` : "enum-tag");

/**
 * A tag with antd Tag's look (see enumTag.css) for a label: cut to its cell with an ellipsis,
 * the label whole in its `title`.
 */
export function PlainTag({ color, children, style }: { color?: string; children: string; style?: CSSProperties }) {
  return (
    <span className={enumTagClass(color)} title={children} style={style}>
      {children}
    </span>
  );
}

type TagOf<V> = (value: V | null | undefined) => ReactNode;

/**
 * Tags of one enumeration with their labels translated once: for list cells, where a hook
 * per tag would be repeated on every row.
 */
export function useEnumTags<V extends string | number | boolean>(table: EnumTable<V>): TagOf<V> {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const tags = new Map(table.map((e) => [e.value, <PlainTag color={e.color}>{t(e.label)}</PlainTag>]));
    return (value) => tags.get(value as V) ?? (value === null || value === undefined ? null : <PlainTag>{String(value)}</PlainTag>);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes with the language
  }, [table, t, i18n.language]);
}

/** A value shown as a coloured tag with its translated label. */
export function EnumTag<V extends string | number | boolean>({ table, value }: { table: EnumTable<V>; value: V | null | undefined }) {
  return useEnumTags(table)(value);
}

/**
 * The width of a list column of this enumeration's tags in the current language: every label
 * whole and the title's longest word, at least `min` (the width chosen for Chinese).
 */
export function enumColumnWidth<V extends string | number | boolean>(table: EnumTable<V>, t: (key: string) => string, title?: string, min?: number): number {
  return tagColumnWidth(
    table.map((e) => t(e.label)),
    title,
    min,
  );
}
