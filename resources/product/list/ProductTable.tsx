import { memo, useMemo } from "react";
import { Table, type TableProps } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { tablePagination, wideScroll } from "../../../src/widgets/tablePagination";
import { listLoading } from "../../../src/widgets/listCells/listLoading";
import { lightRowSelection } from "../../../src/widgets/listCells/rowSelection";
import type { ProductRow } from "../types";

const SCROLL = wideScroll(1200);

interface ProductTableProps {
  rows: readonly ProductRow[] | undefined;
  loading: boolean | undefined;
  pagination: TableProps<ProductRow>["pagination"];
  onChange: TableProps<ProductRow>["onChange"];
  columns: ColumnsType<ProductRow>;
  selected: number[];
  onSelect: (ids: number[]) => void;
}

/**
 * The rows of the list. Memoised on what it shows, so answers that only change the page
 * around it (the tab counts, the category names) do not render its rows again.
 */
export const ProductTable = memo(
  function ProductTable({ rows, loading, pagination, onChange, columns, selected, onSelect }: ProductTableProps) {
    const { t } = useTranslation();
    const selectLabel = t("widgets.selectRow");
    const rowSelection = useMemo(() => lightRowSelection(selected, onSelect, (row: ProductRow) => row.id, selectLabel), [selected, onSelect, selectLabel]);
    const shown = listLoading(!!rows?.length, !!loading);
    return (
      <Table<ProductRow>
        dataSource={rows as ProductRow[] | undefined}
        loading={shown.loading}
        locale={shown.emptyText ? { emptyText: shown.emptyText } : undefined}
        onChange={onChange}
        rowKey="id"
        size="middle"
        columns={columns}
        scroll={SCROLL}
        rowSelection={rowSelection}
        pagination={tablePagination(pagination, (total) => t("product.common.total", { total }))}
        data-testid="product-table"
      />
    );
  },
  // Refine hands a new pagination object on every render: compare what it carries (its narrow
  // look is tablePagination's, from the window). `onChange` must be of stable identity (useLatestCallback).
  (before, after) =>
    before.rows === after.rows &&
    before.loading === after.loading &&
    before.onChange === after.onChange &&
    before.columns === after.columns &&
    before.selected === after.selected &&
    before.onSelect === after.onSelect &&
    samePage(before.pagination, after.pagination),
);

function samePage(a: ProductTableProps["pagination"], b: ProductTableProps["pagination"]) {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.current === b.current && a.pageSize === b.pageSize && a.total === b.total;
}
