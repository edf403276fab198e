import { useMemo } from "react";
import { Image, Space, Switch, Tag, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import { EnumTag } from "../../../src/enums/EnumTag";
import { PRODUCT_TYPE, SHELF_STATUS, TAB } from "../../../src/enums/product";
import { useMerchantCategoryTree, usePlatformCategoryTree } from "../../../src/widgets/pickers/categoryTrees";
import type { ProductRow } from "../types";
import { nameIndex, namesOf } from "./categoryNames";
import { RowActions } from "./RowActions";
import { rowActions, type RowAction } from "./rowActions";

/** Image, name, category, type, price, sales, stock, status and actions; cheap per row. */
export function useProductColumns(tab: number, onAction: (action: RowAction, row: ProductRow) => void): ColumnsType<ProductRow> {
  const { t } = useTranslation();
  const platform = usePlatformCategoryTree();
  const merchant = useMerchantCategoryTree();
  const platformNames = useMemo(() => nameIndex(platform.list), [platform.list]);
  const merchantNames = useMemo(() => nameIndex(merchant.list), [merchant.list]);

  return useMemo(() => {
    const columns: ColumnsType<ProductRow> = [
      { title: "ID", dataIndex: "id", width: 70 },
      {
        title: t("product.fields.image"),
        dataIndex: "image",
        width: 72,
        render: (src: string) => <Image src={src} width={40} height={40} style={{ objectFit: "cover", borderRadius: 4 }} />,
      },
      {
        title: t("product.fields.name"),
        dataIndex: "name",
        width: 260,
        ellipsis: true,
        render: (name: string, row) => (
          <span data-testid={`product-name-${row.id}`}>
            <Typography.Text type={row.specType ? "warning" : "secondary"} style={{ fontSize: 12, marginRight: 4 }}>
              [{t(row.specType ? "product.fields.multiSpec" : "product.fields.singleSpec")}]
            </Typography.Text>
            {name}
            {row.isPaidMember && (
              <Tag color="gold" style={{ marginLeft: 6 }}>
                {t("product.fields.paidMember")}
              </Tag>
            )}
          </span>
        ),
      },
      {
        title: t("product.fields.category"),
        key: "category",
        width: 150,
        render: (_, row) => (
          <div style={{ lineHeight: 1.4 }}>
            <div>{platformNames.get(row.categoryId) ?? "-"}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {namesOf(merchantNames, row.cateId).join(" / ")}
            </Typography.Text>
          </div>
        ),
      },
      { title: t("product.fields.type"), dataIndex: "type", width: 100, render: (type: number) => <EnumTag table={PRODUCT_TYPE} value={type} /> },
      { title: t("product.fields.price"), dataIndex: "price", width: 100 },
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
        render: (reason: string) => <Typography.Text type="danger">{reason}</Typography.Text>,
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
          if (!rowActions(tab, row, canDo).includes(toggle)) return <EnumTag table={SHELF_STATUS} value={isShow} />;
          return (
            <Switch
              checked={isShow}
              checkedChildren={t("product.enums.shelf.on")}
              unCheckedChildren={t("product.enums.shelf.off")}
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
        render: (_, row) => (
          <Space>
            <RowActions tab={tab} row={row} onAction={onAction} />
          </Space>
        ),
      },
    );
    return columns;
  }, [t, tab, onAction, platformNames, merchantNames]);
}
