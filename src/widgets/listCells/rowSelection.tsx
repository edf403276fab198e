import { useLayoutEffect, useRef, type Key, type ReactNode } from "react";
import type { TableRowSelection } from "antd/es/table/interface";
import "./listCells.css";

/**
 * The select-all checkbox in antd's place. A table that scrolls sideways renders every column
 * title a second time, in the hidden row that measures the columns' widths (aria-hidden): that
 * copy of the checkbox could still take the focus, so it is made inert there.
 */
function SelectAll({ children }: { children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current?.closest(".ant-table-measure-row")) ref.current.inert = true;
  }, []);
  if (!children) return null;
  return (
    <div ref={ref} className="ant-table-selection">
      {children}
    </div>
  );
}

const selectAllTitle = (checkbox: ReactNode) => <SelectAll>{checkbox}</SelectAll>;

/**
 * A table's row selection whose row checkboxes are plain inputs with antd's look (the header's
 * select-all stays antd's): an antd Checkbox per row costs more than the rest of the row.
 */
export function lightRowSelection<Row, K extends Key>(
  selected: readonly K[],
  onSelect: (keys: K[]) => void,
  keyOf: (row: Row) => K,
  label: string,
): TableRowSelection<Row> {
  const toggle = (key: K, on: boolean) => onSelect(on ? [...selected, key] : selected.filter((k) => k !== key));
  return {
    selectedRowKeys: selected as K[],
    columnTitle: selectAllTitle,
    onChange: (keys) => onSelect(keys as K[]),
    renderCell: (checked, row) => (
      <input type="checkbox" className="cell-checkbox" checked={checked} aria-label={label} onChange={(e) => toggle(keyOf(row), e.target.checked)} />
    ),
  };
}

/**
 * antd's own row checkboxes and radios (where `lightRowSelection` does not fit) have no text of
 * their own: each is named `label` (widgets.selectRow, "选择此行"). Spread it into `rowSelection`.
 */
export function namedRowChecks(label: string) {
  // antd hands these to each row's input; its props type names no aria attribute, so not a literal.
  const props = { "aria-label": label, title: label };
  return { getCheckboxProps: () => props, columnTitle: selectAllTitle };
}
