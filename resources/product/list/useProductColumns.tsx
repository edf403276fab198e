import { useMemo } from "react";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { PlainTag, useEnumTags } from "../../../src/enums/EnumTag";
import { PRODUCT_TYPE, SHELF_STATUS, TAB } from "../../../src/enums/product";
import { CellSwitch } from "../../../src/widgets/listCells/CellSwitch";
import { Thumbnail } from "../../../src/widgets/listCells/Thumbnail";
import type { ProductRow } from "../types";
import { CategoryCell } from "./categoryNames";
import { RowActions, useRowActionLabels } from "./RowActions";
import { rowActions, type RowAction } from "./rowActions";
import { useListAccess } from "./useListAccess";

/**
 * Image, name, category, type, price, sales, stock, status and actions. Rows are rendered
 * with light cells (plain elements, texts translated once per list): the list shows 20–80
 * rows and must show them within 300 ms of the answer (issue 4).
 */
export function useProductColumns(
  tab: number,
  onAction: (action: RowAction, row: ProductRow) => void,
  onPreview: (src: string) => void,
): ColumnsType<ProductRow> {
  const { t } = useTranslation();
  const labels = useRowActionLabels();
  const can = useListAccess();
  const typeTag = useEnumTags(PRODUCT_TYPE);
  const shelfTag = useEnumTags(SHELF_STATUS);

  return useMemo(() => {
    const spec = { single: `[${t("product.fields.singleSpec")}]`, multi: `[${t("product.fields.multiSpec")}]` };
    const paidMember = t("product.fields.paidMember");
    const shelf = { on: t("product.enums.shelf.on"), off: t("product.enums.shelf.off") };
    const columns: ColumnsType<ProductRow> = [
      { title: "ID", dataIndex: "id", width: 70 },
      {
        title: t("product.fields.image"),
        dataIndex: "image",
        width: 72,
        render: (src: string, row) => <Thumbnail src={src} onPreview={onPreview} label={row.name} />,
      },
      {
        title: t("product.fields.name"),
        dataIndex: "name",
        width: 260,
        ellipsis: true,
        render: (name: string, row) => (
          <span data-testid={`product-name-${row.id}`} title={name}>
            <span className={row.specType ? "cell-warning" : "cell-muted"} style={{ marginRight: 4 }}>
              {row.specType ? spec.multi : spec.single}
            </span>
            {name}
            {row.isPaidMember && (
              <PlainTag color="gold" style={{ marginLeft: 6 }}>
                {paidMember}
              </PlainTag>
            )}
          </span>
        ),
      },
      {
        title: t("product.fields.category"),
        key: "category",
        width: 150,
        render: (_, row) => <CategoryCell categoryId={row.categoryId} cateId={row.cateId} />,
      },
      { title: t("product.fields.type"), dataIndex: "type", width: 100, render: typeTag },
      {
        title: t("product.fields.price"),
        dataIndex: "price",
        width: 100,
        render: (price: string, row) => <span data-testid={`product-price-${row.id}`}>{price}</span>,
      },
      { title: t("product.fields.sales"), dataIndex: "sales", width: 80 },
      {
        title: t("product.fields.stock"),
        dataIndex: "stock",
        width: 80,
        render: (stock: number, row) => <span data-testid={`product-stock-${row.id}`}>{stock}</span>,
      },
    ];
    if (tab === TAB.rejected) {
      columns.push({
        title: t("product.fields.reason"),
        dataIndex: "reason",
        width: 160,
        ellipsis: true,
        render: (reason: string) => <span className="cell-danger">{reason}</span>,
      });
    }
    columns.push(
      {
        title: t("product.fields.status"),
        dataIndex: "isShow",
        width: 96,
        fixed: "right",
        render: (isShow: boolean, row) => {
          const toggle: RowAction = isShow ? "down" : "up";
          if (!rowActions(tab, row, can).includes(toggle)) return shelfTag(isShow);
          return (
            <CellSwitch
              checked={isShow}
              checkedLabel={shelf.on}
              uncheckedLabel={shelf.off}
              onChange={() => onAction(toggle, row)}
              data-testid={`product-shelf-${row.id}`}
            />
          );
        },
      },
      {
        title: t("product.common.actions"),
        key: "actions",
        width: 210,
        fixed: "right",
        render: (_, row) => <RowActions tab={tab} row={row} labels={labels} can={can} onAction={onAction} />,
      },
    );
    return columns;
  }, [t, tab, onAction, onPreview, labels, can, typeTag, shelfTag]);
}
