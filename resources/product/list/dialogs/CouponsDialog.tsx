import { Form, Modal, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { PRODUCT } from "../../endpoints";
import { CouponSelect } from "../../shared/CouponSelect";
import { useRunAction } from "../../../../src/widgets/useRunAction";

/** 添加回馈券: coupons given to buyers of one product or a batch. */
export function CouponsDialog({ ids, onClose, onDone }: { ids: number[]; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ couponIds: number[] }>();
  const { run, pending } = useRunAction();
  const submit = async ({ couponIds }: { couponIds: number[] }) => {
    if (ids.length > 1) await run(PRODUCT.products, "batchCoupons", { idList: ids, couponIds }, t("product.list.success.batch.coupons"));
    else await run(PRODUCT.products, "addCoupons", { id: ids[0], couponIds }, t("product.list.success.coupons"));
    onDone();
  };
  return (
    <Modal okText={t("product.common.confirm")} cancelText={t("product.common.cancel")} open title={t("product.list.dialogs.coupons")} width={600} onCancel={onClose} onOk={() => form.submit()} confirmLoading={pending} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t("product.editor.coupons.help")}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v).catch(() => undefined)}>
        <Form.Item name="couponIds" label={t("product.fields.coupons")} rules={[{ required: true, type: "array", min: 1, message: t("product.coupons.required") }]}>
          <CouponSelect />
        </Form.Item>
      </Form>
    </Modal>
  );
}
