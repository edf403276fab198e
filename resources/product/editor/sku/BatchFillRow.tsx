import { memo, useState } from "react";
import { Button, Input, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ImagePicker } from "../../../../src/widgets/library";
import { NumericInput } from "../../../../src/widgets/NumericInput";
import { batchPatch } from "./skuMatrix";
import type { SkuColumn } from "./skuColumns";
import type { SkuData } from "./skuModel";
import type { SkuStore } from "./skuStore";

/** 批量设置: values typed once here fill every SKU (blank ones leave the SKUs alone). */
export const BatchFillRow = memo(function BatchFillRow({ store, columns }: { store: SkuStore; columns: readonly SkuColumn[] }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Partial<SkuData>>({});
  const set = (field: keyof SkuData, value: string) => setValues((prev) => ({ ...prev, [field]: value }));
  return (
    <div
      style={{ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: 8, padding: 12, background: "#fafafa", borderRadius: 6, marginBottom: 12 }}
      data-testid="sku-batch"
    >
      <Typography.Text strong style={{ alignSelf: "center", marginRight: 8 }}>
        {t("product.editor.sku.batch")}
      </Typography.Text>
      {columns
        .filter((c) => c.batch)
        .map((column) => (
          <div key={column.field} style={{ width: column.kind === "image" ? undefined : Math.min(column.width, 130) }}>
            <Typography.Text type="secondary" style={{ fontSize: 12, display: "block" }}>
              {t(column.title)}
            </Typography.Text>
            {column.kind === "image" ? (
              <ImagePicker size={32} value={String(values.image ?? "")} onChange={(v) => set("image", String(v ?? ""))} />
            ) : column.kind === "number" ? (
              <NumericInput
                size="small"
                mode={column.mode}
                value={String(values[column.field] ?? "")}
                onChange={(v) => set(column.field, v)}
                data-testid={`batch-${column.field}`}
              />
            ) : (
              <Input
                size="small"
                value={String(values[column.field] ?? "")}
                onChange={(e) => set(column.field, e.target.value)}
                data-testid={`batch-${column.field}`}
              />
            )}
          </div>
        ))}
      <Space>
        <Button size="small" type="primary" onClick={() => store.fillAll(batchPatch(values))} data-testid="sku-batch-apply">
          {t("product.editor.sku.batchApply")}
        </Button>
        <Button size="small" onClick={() => setValues({})}>
          {t("product.editor.sku.batchClear")}
        </Button>
      </Space>
    </div>
  );
});
