import { useState } from "react";
import { Button, Card, Empty, Space, Typography } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { confirmDelete } from "../confirmDelete";
import { Thumbnail } from "../listCells/Thumbnail";
import { ProductPicker } from "../pickers/ProductPicker";
import { PICKER } from "../pickers/endpoints";
import type { MarketingScope, PickerRow } from "../pickers/types";
import { mergePicked, patchProduct, patchSku, type ActivityProduct, type ActivityRules } from "./activitySku";
import { ActivitySkuTable } from "./ActivitySkuTable";
import { BatchSet } from "./BatchSet";
import type { ActivityLabels } from "./problemText";
import { useAllowedEach } from "../../access/useAllowed";

export interface ActivityProductsProps {
  value: readonly ActivityProduct[];
  /** Absent: read only. */
  onChange?: (next: ActivityProduct[]) => void;
  scope: MarketingScope;
  rules: ActivityRules;
  labels: ActivityLabels;
  showProblems: boolean;
  /** Picking needs a chosen activity first (flash sales): the reason the button is off. */
  disabledReason?: string;
}

/** What the picker needs of a product already in the list to show it ticked. */
const asPickerRow = (p: ActivityProduct): PickerRow => ({
  id: p.id,
  image: p.image,
  name: p.name,
  categoryName: p.categoryName,
  price: p.skus[0]?.price ?? "0.00",
  stock: p.skus.reduce((sum, s) => sum + s.stock, 0),
  isShow: true,
  attrValue: [],
});

/**
 * The products of a flash sale or group buy: add them with the product picker (marketing mode),
 * then set each SKU's activity price and quota, one by one or per product at once.
 */
export function ActivityProducts({ value, onChange, scope, rules, labels, showProblems, disabledReason }: ActivityProductsProps) {
  const may = useAllowedEach(PICKER.marketingProducts, ["list"]);
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const remove = (product: ActivityProduct) =>
    void confirmDelete({ content: t("activitySku.removeConfirm"), onOk: () => onChange?.(value.filter((p) => p.id !== product.id)) });

  return (
    <Space direction="vertical" size={12} style={{ width: "100%" }} data-testid="activity-products">
      {onChange && may.list && (
        <Space>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setPicking(true)} disabled={Boolean(disabledReason)} data-testid="activity-products-add">
            {t("activitySku.add")}
          </Button>
          {disabledReason && <Typography.Text type="secondary">{disabledReason}</Typography.Text>}
          {rules.maxProducts > 0 && <Typography.Text type="secondary">{t("activitySku.maxHint", { max: rules.maxProducts })}</Typography.Text>}
        </Space>
      )}
      {value.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("activitySku.empty")} />}
      {value.map((product) => (
        <Card
          key={product.id}
          size="small"
          data-testid={`activity-product-${product.id}`}
          title={
            <Space>
              <Thumbnail src={product.image} size={36} />
              <Typography.Text ellipsis style={{ maxWidth: 420 }} title={product.name}>
                {product.name}
              </Typography.Text>
            </Space>
          }
          extra={
            onChange && (
              <Space wrap>
                <BatchSet
                  label={t("activitySku.setAll", { label: labels.price })}
                  mode={2}
                  onSet={(activityPrice) => onChange(patchProduct(value, product.id, { activityPrice }))}
                  testId={`activity-product-${product.id}-set-price`}
                />
                <BatchSet
                  label={t("activitySku.setAll", { label: labels.quota })}
                  mode={0}
                  onSet={(quota) => onChange(patchProduct(value, product.id, { quota: Number(quota) }))}
                  testId={`activity-product-${product.id}-set-quota`}
                />
                <Button size="small" danger onClick={() => remove(product)} data-testid={`activity-product-${product.id}-remove`}>
                  {t("activitySku.remove")}
                </Button>
              </Space>
            )
          }
        >
          <ActivitySkuTable
            rows={product.skus}
            rules={rules}
            labels={labels}
            showProblems={showProblems}
            onChange={onChange ? (skuId, patch) => onChange(patchSku(value, product.id, skuId, patch)) : undefined}
          />
        </Card>
      ))}
      {picking && (
        <ProductPicker<PickerRow>
          open
          multiple
          max={rules.maxProducts}
          marketing={scope}
          value={value.map(asPickerRow)}
          onCancel={() => setPicking(false)}
          onOk={(rows) => {
            setPicking(false);
            onChange?.(mergePicked(value, rows));
          }}
        />
      )}
    </Space>
  );
}
