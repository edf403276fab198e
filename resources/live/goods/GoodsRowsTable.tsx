import { Button, Input, Select, Space, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { enumOptions } from "../../../src/enums/enumTable";
import { PRICE_TYPE } from "../../../src/enums/order";
import { Thumbnail } from "../../../src/widgets/listCells/Thumbnail";
import { NumericInput } from "../../../src/widgets/NumericInput";
import { MediaPicture } from "../shared/MediaPicture";
import { wechatLength } from "../shared/wechatText";
import { GOODS_NAME_MAX, type GoodsRow } from "./goodsRows";
import { namedRowChecks } from "../../../src/widgets/listCells/rowSelection";

interface GoodsRowsTableProps {
  rows: GoodsRow[];
  onChange: (key: number, patch: Partial<GoodsRow>) => void;
  onRemove?: (key: number) => void;
  selected?: number[];
  onSelect?: (keys: number[]) => void;
}

/** The editable goods rows: name, cover picture, price type and the one or two live prices. */
export function GoodsRowsTable({ rows, onChange, onRemove, selected, onSelect }: GoodsRowsTableProps) {
  const { t } = useTranslation();
  const priceTypes = enumOptions(PRICE_TYPE, t);
  const secondPlaceholder = (row: GoodsRow) => t(row.priceType === 2 ? "live.goodsEditor.priceHigh" : "live.goodsEditor.priceNow");
  return (
    <Table<GoodsRow>
      rowKey="key"
      size="small"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 960 }}
      rowSelection={onSelect ? { ...namedRowChecks(t("widgets.selectRow")), selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(Number)) } : undefined}
      locale={{ emptyText: t("live.goodsEditor.empty") }}
      data-testid="live-goods-rows"
      columns={[
        {
          title: t("live.goods.product"),
          key: "product",
          width: 110,
          render: (_, row) => (
            <Space size={6}>
              <Thumbnail src={row.image} size={36} />
              <Typography.Text type="secondary">ID {row.productId}</Typography.Text>
            </Space>
          ),
        },
        {
          title: t("live.goods.name"),
          key: "name",
          width: 240,
          render: (_, row) => (
            <Input
              value={row.name}
              status={wechatLength(row.name) > GOODS_NAME_MAX * 2 ? "error" : undefined}
              placeholder={t("live.goodsEditor.namePlaceholder")}
              suffix={<Typography.Text type="secondary">{`${Math.ceil(wechatLength(row.name) / 2)}/${GOODS_NAME_MAX}`}</Typography.Text>}
              onChange={(e) => onChange(row.key, { name: e.target.value })}
              data-testid={`live-goods-name-${row.key}`}
            />
          ),
        },
        {
          title: t("live.goods.cover"),
          key: "image",
          width: 90,
          render: (_, row) => (
            <MediaPicture value={row.image} size={48} onMedia={(mediaId) => onChange(row.key, { mediaId })} onChange={(image) => onChange(row.key, { image })} />
          ),
        },
        {
          title: t("live.goods.priceType"),
          key: "priceType",
          width: 140,
          render: (_, row) => (
            <Select
              value={row.priceType}
              options={priceTypes}
              style={{ width: 120 }}
              onChange={(priceType) => onChange(row.key, { priceType })}
              data-testid={`live-goods-price-type-${row.key}`}
            />
          ),
        },
        {
          title: t("live.goods.livePrice"),
          key: "price",
          width: 280,
          render: (_, row) => (
            <Space size={6}>
              <NumericInput
                mode={2}
                value={row.price}
                style={{ width: 110 }}
                placeholder={t(row.priceType === 3 ? "live.goodsEditor.priceWas" : row.priceType === 2 ? "live.goodsEditor.priceLow" : "live.goodsEditor.price")}
                onChange={(price) => onChange(row.key, { price })}
                data-testid={`live-goods-price1-${row.key}`}
              />
              {row.priceType !== 1 && (
                <>
                  <span>{row.priceType === 2 ? "~" : "→"}</span>
                  <NumericInput
                    mode={2}
                    value={row.price2}
                    style={{ width: 110 }}
                    placeholder={secondPlaceholder(row)}
                    onChange={(price2) => onChange(row.key, { price2 })}
                    data-testid={`live-goods-price2-${row.key}`}
                  />
                </>
              )}
            </Space>
          ),
        },
        ...(onRemove
          ? [
              {
                title: t("live.common.actions"),
                key: "actions",
                width: 80,
                render: (_: unknown, row: GoodsRow) => (
                  <Button type="link" danger size="small" onClick={() => onRemove(row.key)} data-testid={`live-goods-remove-${row.key}`}>
                    {t("live.common.delete")}
                  </Button>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
