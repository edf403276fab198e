import { Form, InputNumber, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { CouponField } from "../../shared/CouponField";

/** 营销设置: feedback coupons, paid-member product, gift points, sort. */
export function MarketingSection({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="couponIds" label={t("product.fields.coupons")} extra={t("product.editor.coupons.help")}>
        <CouponField disabled={disabled} />
      </Form.Item>
      <Form.Item name="isPaidMember" label={t("product.fields.isPaidMember")} valuePropName="checked" extra={t("product.editor.help.paidMember")}>
        <Switch disabled={disabled} data-testid="field-paid-member" />
      </Form.Item>
      <Form.Item name="giftPoints" label={t("product.fields.giftPoints")}>
        <InputNumber min={0} max={9999} precision={0} disabled={disabled} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="sort" label={t("product.fields.sort")} extra={t("product.editor.help.sort")}>
        <InputNumber min={0} max={9999} precision={0} disabled={disabled} style={{ width: 160 }} />
      </Form.Item>
    </>
  );
}
