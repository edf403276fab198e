import { useCallback, useMemo, useState } from "react";
import { useGetIdentity } from "@refinedev/core";
import type { ColumnsType } from "antd/es/table";
import { readHiddenColumns, writeHiddenColumns, type ColumnScope } from "./columnSettings";

/** A column the merchant may show or hide. */
export interface ChoosableColumn {
  key: string;
  label: string;
}

/** The signed-in admin as the auth provider's identity gives it. */
interface Identity {
  id: number;
  merId: number;
}

const NONE: readonly string[] = [];

const keyOf = (column: ColumnsType<never>[number]): string | undefined => {
  if (column.key !== undefined) return String(column.key);
  const index = "dataIndex" in column ? column.dataIndex : undefined;
  return typeof index === "string" || typeof index === "number" ? String(index) : undefined;
};

/**
 * The columns of list `list` the signed-in admin chose to see, and what the chooser needs.
 * Columns whose key is in `alwaysShown` (the actions) cannot be hidden. The choice is read again
 * whenever the signed-in admin changes (a page kept open across a sign-out shows the new one's).
 */
export function useColumnChooser<T>(list: string, columns: ColumnsType<T>, alwaysShown: readonly string[] = NONE) {
  const { data: identity } = useGetIdentity<Identity>();
  const merId = identity?.merId;
  const adminId = identity?.id;
  const scope = useMemo<ColumnScope | undefined>(() => (merId !== undefined && adminId !== undefined ? { merId, adminId } : undefined), [merId, adminId]);
  const [version, setVersion] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` marks a write of this list's choice
  const hidden = useMemo(() => readHiddenColumns(list, scope), [list, scope, version]);
  const choosable = useMemo<ChoosableColumn[]>(
    () =>
      columns.flatMap((column) => {
        const key = keyOf(column as ColumnsType<never>[number]);
        if (key === undefined || alwaysShown.includes(key)) return [];
        return [{ key, label: typeof column.title === "string" ? column.title : key }];
      }),
    [columns, alwaysShown],
  );
  const visibleColumns = useMemo(() => columns.filter((column) => !hidden.includes(keyOf(column as ColumnsType<never>[number]) ?? "")), [columns, hidden]);
  const setShown = useCallback(
    (shown: readonly string[]) => {
      writeHiddenColumns(
        list,
        scope,
        choosable.map((c) => c.key).filter((key) => !shown.includes(key)),
      );
      setVersion((v) => v + 1);
    },
    [choosable, list, scope],
  );
  const reset = useCallback(() => {
    writeHiddenColumns(list, scope, []);
    setVersion((v) => v + 1);
  }, [list, scope]);
  const shown = useMemo(() => choosable.map((c) => c.key).filter((key) => !hidden.includes(key)), [choosable, hidden]);
  return { columns: visibleColumns, chooser: { columns: choosable, shown, onChange: setShown, onReset: reset } };
}

export type ColumnChooserState = ReturnType<typeof useColumnChooser>["chooser"];
