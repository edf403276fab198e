import type { EnumTable } from "../../../src/enums/enumTable";

type Translate = (key: string) => string;

/**
 * Select options for list filters with string values: filters travel through the address
 * bar (Refine `syncWithLocation`) and come back as strings, so the select must hold strings.
 */
export const stringOptions = <V extends string | number | boolean>(table: EnumTable<V>, t: Translate) =>
  table.map((e) => ({ value: String(e.value), label: t(e.label) }));
