import { useState } from "react";
import { useOne } from "@refinedev/core";
import { Modal, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { toastWarning } from "../../../../providers/notify";
import { NumericInput } from "../../../../src/widgets/NumericInput";
import { PRODUCT } from "../../endpoints";
import { useRunAction } from "../../../../src/widgets/useRunAction";
import type { ProductInfo, StoredSku } from "../../types";

const skuName = (sku: StoredSku) => {
  try {
    return Object.values(JSON.parse(sku.attrValue) as Record<string, string>).join(" / ");
  } catch {
    return sku.sku;
  }
};

/** 编辑库存: how much stock to add to each SKU (card-secret products excluded). */
export function QuickStockDialog({ id, onClose, onDone }: { id: number; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { result: info, query } = useOne<ProductInfo>({ resource: PRODUCT.products, id });
  const [adds, setAdds] = useState<Record<number, string>>({});
  const { run, pending } = useRunAction();
  const submit = async () => {
    const attrValueList = Object.entries(adds)
      .filter(([, amount]) => Number(amount) > 0)
      .map(([skuId, amount]) => ({ id: Number(skuId), stock: Number(amount) }));
    if (attrValueList.length === 0) return toastWarning(t("product.list.dialogs.stockRequired"));
    await run(PRODUCT.products, "quickStock", { id, attrValueList }, t("product.list.success.quickStock"));
    onDone();
  };
  return (
    <Modal
      okText={t("product.common.confirm")}
      cancelText={t("product.common.cancel")}
      open
      title={t("product.list.dialogs.quickStock")}
      width={640}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={pending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{info?.name}</Typography.Paragraph>
      <Table<StoredSku>
        rowKey="id"
        size="small"
        loading={query.isLoading}
        pagination={false}
        scroll={{ y: 360 }}
        dataSource={info?.attrValueList ?? []}
        columns={[
          { title: t("product.fields.sku"), key: "sku", render: (_, sku) => skuName(sku) },
          { title: t("product.fields.stock"), dataIndex: "stock", width: 100 },
          {
            title: t("product.list.dialogs.addStock"),
            key: "add",
            width: 160,
            render: (_, sku) => (
              <NumericInput
                value={adds[sku.id] ?? ""}
                onChange={(value) => setAdds((prev) => ({ ...prev, [sku.id]: value }))}
                placeholder="0"
                data-testid={`quick-stock-${sku.id}`}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
