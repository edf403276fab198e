import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import type { EnumTable } from "./enumTable";

/** A value shown as a coloured tag with its translated label. */
export function EnumTag<V extends string | number | boolean>({ table, value }: { table: EnumTable<V>; value: V | null | undefined }) {
  const { t } = useTranslation();
  const entry = table.find((e) => e.value === value);
  if (!entry) return value === null || value === undefined ? null : <Tag>{String(value)}</Tag>;
  return <Tag color={entry.color}>{t(entry.label)}</Tag>;
}
