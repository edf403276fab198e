import { useState } from "react";
import { Descriptions, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import { toastWarning } from "../../../providers/notify";
import type { SeckillProductRow } from "../../../server/areas/seckill/contract";
import { EnumTag } from "../../../src/enums/EnumTag";
import { ACTIVITY_STATUS, SECKILL_AUDIT_STATUS } from "../../../src/enums/marketing";
import { ActivitySkuTable, firstProblem, patchSku, problemText, type ActivityProduct } from "../../../src/widgets/activitySku";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { SECKILL_AUTH as A } from "../area";
import { SECKILL } from "../endpoints";
import { SECKILL_RULES } from "../join/joinBody";

/** A seckill product's SKUs as the shared table edits them: the activity stock is its stock, the rest its quota. */
const asProduct = (row: SeckillProductRow): ActivityProduct => ({
  id: row.id,
  name: row.name,
  image: row.image,
  categoryName: row.categoryName,
  skus: row.attrValue.map((s) => ({
    skuId: s.id,
    sku: s.sku,
    image: s.image,
    barCode: s.barCode,
    price: s.otPrice,
    stock: s.quotaShow,
    activityPrice: s.price,
    quota: s.quota,
  })),
});

/** 详情 / 设置活动价: the product's activity and SKUs; its activity prices can be changed unless it was rejected. */
export function SeckillPriceDialog({ row, onClose, onSaved }: { row: SeckillProductRow; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { run, pending } = useRunAction();
  const [product, setProduct] = useState(() => asProduct(row));
  const [tried, setTried] = useState(false);
  const editable = canDo(A.price) && row.auditStatus !== 3;
  const labels = {
    price: t("seckill.join.activityPrice"),
    quota: t("seckill.list.quotaLeft"),
  };

  const save = async () => {
    setTried(true);
    const problem = firstProblem([product], {
      ...SECKILL_RULES,
      quotaSumAtLeastOne: false,
    });
    if (problem) return toastWarning(problemText(problem, labels, t));
    const body = {
      productList: [
        {
          id: row.id,
          attrValue: product.skus.map((s) => ({
            id: s.skuId,
            activityPrice: s.activityPrice,
          })),
        },
      ],
    };
    try {
      await run(SECKILL.products, "price", body, t("seckill.list.priceSaved"));
    } catch {
      return; // Shown by the HTTP client; the dialog keeps the prices typed.
    }
    onSaved();
  };

  return (
    <Modal
      open
      width={960}
      title={t(editable ? "seckill.list.priceTitle" : "seckill.list.detailTitle")}
      onCancel={onClose}
      onOk={editable ? () => void save() : onClose}
      okText={t(editable ? "seckill.list.savePrice" : "seckill.common.close")}
      cancelButtonProps={editable ? undefined : { style: { display: "none" } }}
      cancelText={t("seckill.common.cancel")}
      confirmLoading={pending}
      destroyOnHidden
    >
      <div data-testid="seckill-price-dialog">
        <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t("seckill.list.name")} span={2}>
            {row.name}
          </Descriptions.Item>
          <Descriptions.Item label={t("seckill.list.activityName")}>{row.activityName}</Descriptions.Item>
          <Descriptions.Item label={t("seckill.list.activityStatus")}>
            <EnumTag table={ACTIVITY_STATUS} value={row.activityStatus} />
          </Descriptions.Item>
          <Descriptions.Item label={t("seckill.list.auditStatus")}>
            <EnumTag table={SECKILL_AUDIT_STATUS} value={row.auditStatus} />
          </Descriptions.Item>
          <Descriptions.Item label={t("seckill.list.category")}>{row.categoryName}</Descriptions.Item>
          {row.reason && (
            <Descriptions.Item label={t("seckill.list.reason")} span={2}>
              {row.reason}
            </Descriptions.Item>
          )}
        </Descriptions>
        <ActivitySkuTable
          rows={product.skus}
          rules={SECKILL_RULES}
          labels={labels}
          showProblems={tried}
          lockQuota
          onChange={editable ? (skuId, patch) => setProduct((p) => patchSku([p], p.id, skuId, patch)[0]!) : undefined}
        />
      </div>
    </Modal>
  );
}
