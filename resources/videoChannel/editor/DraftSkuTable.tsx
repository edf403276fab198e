import { Table } from "antd";
import { useTranslation } from "react-i18next";
import { ImagePicker } from "../../../src/widgets/library";
import { NumericInput } from "../../../src/widgets/NumericInput";
import type { DraftSkuRow } from "./draftModel";

interface DraftSkuTableProps {
  value?: DraftSkuRow[];
  onChange?: (rows: DraftSkuRow[]) => void;
  specNames: string[];
  /** Multi-spec: the SKUs offered on WeChat are chosen with the boxes. */
  selectable: boolean;
  disabled: boolean;
  /** Hands a picture to WeChat and answers the link to keep. */
  toWechat: (url: string) => Promise<string>;
}

/**
 * 商品属性: the base product's SKUs with the live columns of the product editor (its labels and
 * numeric inputs); the picture and the price can change, the rest comes from the product.
 */
export function DraftSkuTable({ value = [], onChange, specNames, selectable, disabled, toWechat }: DraftSkuTableProps) {
  const { t } = useTranslation();
  const patch = (id: number, change: Partial<DraftSkuRow>) => onChange?.(value.map((row) => (row.id === id ? { ...row, ...change } : row)));
  const setImage = async (id: number, url: string) => {
    if (!url) return patch(id, { image: "" });
    try {
      patch(id, { image: await toWechat(url) });
    } catch {
      // Shown by the HTTP client.
    }
  };
  const readOnly = (field: keyof DraftSkuRow, title: string, width = 100) => ({ title: t(title), dataIndex: field, width });
  return (
    <Table<DraftSkuRow>
      rowKey="id"
      size="small"
      bordered
      pagination={false}
      dataSource={value}
      scroll={{ x: 900 + specNames.length * 100 }}
      rowSelection={
        selectable
          ? {
              selectedRowKeys: value.filter((r) => r.chosen).map((r) => r.id),
              getCheckboxProps: () => ({ disabled, "aria-label": t("widgets.selectRow") }),
              onChange: (keys) => onChange?.(value.map((row) => ({ ...row, chosen: keys.includes(row.id) }))),
            }
          : undefined
      }
      data-testid="video-sku-table"
      columns={[
        ...specNames.map((name) => ({ title: name, key: `spec-${name}`, width: 100, render: (_: unknown, row: DraftSkuRow) => row.specs[name] })),
        {
          title: t("product.sku.image"),
          key: "image",
          width: 80,
          render: (_, row) => <ImagePicker value={row.image} size={40} disabled={disabled} onChange={(v) => void setImage(row.id, Array.isArray(v) ? (v[0] ?? "") : v)} />,
        },
        {
          title: t("product.sku.price"),
          key: "price",
          width: 130,
          render: (_, row) => (
            <NumericInput mode={2} value={row.price} disabled={disabled} onChange={(price) => patch(row.id, { price })} status={Number(row.price) > 0 ? undefined : "error"} data-testid={`video-sku-price-${row.id}`} />
          ),
        },
        readOnly("cost", "product.sku.cost"),
        readOnly("otPrice", "product.sku.otPrice"),
        readOnly("stock", "product.sku.stock", 80),
        readOnly("barCode", "product.sku.barCode", 120),
        readOnly("weight", "product.sku.weight"),
        readOnly("volume", "product.sku.volume"),
      ]}
    />
  );
}
