import { memo, useCallback, useId, useMemo, useSyncExternalStore } from "react";
import { Table, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { FormPart } from "../../../../src/widgets/FormPart";
import type { UnrelatedLibrary } from "../../types";
import { SkuCdkeyCell, SkuImageCell, SkuNumberCell, SkuTextCell } from "./SkuCells";
import type { SkuColumn } from "./skuColumns";
import type { SkuStore } from "./skuStore";
import styles from "./SkuTable.module.css";

interface RowRef {
  key: string;
}

const ATTR_WIDTH = 110;
const TABLE_HEIGHT = 440;

/**
 * The SKU table, rendered virtually: only visible rows mount, and each cell subscribes to its
 * own value in the store, so 1,000 SKUs stay responsive while typing. Each row is a DOM form
 * of its own (an empty FormPart in its first cell, joined by the row's inputs), so the browser
 * reads a row's eight fields again after a key, not the 70-odd of the visible rows.
 */
export const SkuTable = memo(function SkuTable({
  store,
  attributes,
  columns,
  disabled,
  libraries,
}: {
  store: SkuStore;
  /** Specification names (multi-spec); none for a single spec. */
  attributes: readonly string[];
  columns: readonly SkuColumn[];
  disabled: boolean;
  libraries: readonly UnrelatedLibrary[];
}) {
  const { t } = useTranslation();
  const formPrefix = useId();
  const rowForm = useCallback((rowKey: string) => `${formPrefix}${rowKey}`, [formPrefix]);
  const keys = useSyncExternalStore(store.subscribeList, store.getKeys);
  const data = useMemo<RowRef[]>(() => keys.map((key) => ({ key })), [keys]);

  const tableColumns = useMemo<ColumnsType<RowRef>>(() => {
    const attrColumns: ColumnsType<RowRef> = attributes.map((name, i) => ({
      title: name,
      key: `attr-${i}`,
      width: ATTR_WIDTH,
      fixed: "left",
      render: (_, ref) => store.getRow(ref.key)?.attrValue[i]?.[1],
    }));
    const valueColumns: ColumnsType<RowRef> = columns.map((column) => ({
      title: (
        <span>
          {column.required && !disabled && !column.readOnly && <Typography.Text type="danger">* </Typography.Text>}
          {t(column.title)}
        </span>
      ),
      key: column.field,
      width: column.width,
      render: (_, ref, index) => {
        const specValues = (store.getRow(ref.key)?.attrValue ?? []).map(([, v]) => v);
        const label = [t(column.title), ...specValues].join(" ");
        const props = { store, rowKey: ref.key, index, disabled: disabled || !!column.readOnly, formId: rowForm(ref.key), label };
        switch (column.kind) {
          case "image":
            return <SkuImageCell {...props} />;
          case "cdkey":
            return <SkuCdkeyCell {...props} libraries={libraries} />;
          case "text":
            return <SkuTextCell {...props} field={column.field} />;
          case "number":
            return <SkuNumberCell {...props} field={column.field} mode={column.mode ?? 2} />;
        }
      },
    }));
    // The row's form lives in its first cell (a read-only table has no fields).
    const all = [...attrColumns, ...valueColumns];
    const [first, ...rest] = all;
    if (!first || disabled) return all;
    const render = first.render;
    const withRowForm: ColumnsType<RowRef>[number] = {
      ...first,
      render: (value, ref, index) => (
        <>
          <FormPart id={rowForm(ref.key)} />
          {render?.(value, ref, index)}
        </>
      ),
    };
    return [withRowForm, ...rest];
  }, [attributes, columns, disabled, libraries, store, t, rowForm]);

  const width = attributes.length * ATTR_WIDTH + columns.reduce((sum, c) => sum + c.width, 0);
  return (
    <Table<RowRef>
      virtual
      size="small"
      bordered
      rowKey="key"
      pagination={false}
      columns={tableColumns}
      dataSource={data}
      scroll={{ x: width, y: TABLE_HEIGHT }}
      className={styles.table}
      data-testid="sku-table"
    />
  );
});
