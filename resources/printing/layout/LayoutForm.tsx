import { Checkbox, Form, Input, type FormInstance } from "antd";
import { useTranslation } from "react-i18next";
import { ImagePicker } from "../../../src/widgets/library";
import { BOTTOM_NOTICE_MAX, ORDER_INFO_ITEMS, PAY_INFO_ITEMS, type ReceiptLayout } from "../../../server/shared/receiptLayout";

/** A 1/0 switch of PrintContentVo as a checkbox. */
function Flag({ name, label, text }: { name: keyof ReceiptLayout; label: string; text: string }) {
  return (
    <Form.Item name={name} label={label} valuePropName="checked" getValueProps={(v: number) => ({ checked: v === 1 })} normalize={(checked: boolean) => (checked ? 1 : 0)}>
      <Checkbox data-testid={`layout-${name}`}>{text}</Checkbox>
    </Form.Item>
  );
}

interface LayoutFormProps {
  form: FormInstance<ReceiptLayout>;
  onChange: (layout: ReceiptLayout) => void;
  disabled: boolean;
}

/** The switches of a receipt layout (contract §3.19 PrintContentVo), as the original 小票配置 form. */
export function LayoutForm({ form, onChange, disabled }: LayoutFormProps) {
  const { t } = useTranslation();
  const codeUrlSwitch = Form.useWatch("codeUrlSwitch", form);
  const bottomNoticeSwitch = Form.useWatch("bottomNoticeSwitch", form);
  const f = (key: string) => t(`printing.layout.fields.${key}`);
  return (
    <Form<ReceiptLayout>
      form={form}
      labelCol={{ flex: "130px" }}
      disabled={disabled}
      onValuesChange={(_, all) => onChange(all)}
      data-testid="layout-form"
    >
      <Flag name="smallTickerHeader" label={f("smallTickerHeader")} text={f("shopName")} />
      <Flag name="deliveryInfo" label={f("deliveryInfo")} text={f("deliveryInfo")} />
      <Flag name="buyerRemark" label={f("buyerRemark")} text={f("buyerRemark")} />
      <Flag name="productInfo" label={f("productInfo")} text={f("productBasics")} />
      <Flag name="freightInfo" label={f("freightInfo")} text={f("freight")} />
      <Flag name="discountInfo" label={f("discountInfo")} text={f("discountTotal")} />
      <Form.Item name="payInfo" label={f("payInfo")}>
        <Checkbox.Group options={PAY_INFO_ITEMS.map((value) => ({ value, label: t(`printing.layout.payInfo.${value}`) }))} data-testid="layout-payInfo" />
      </Form.Item>
      <Form.Item name="orderInfo" label={f("orderInfo")}>
        <Checkbox.Group options={ORDER_INFO_ITEMS.map((value) => ({ value, label: t(`printing.layout.orderInfo.${value}`) }))} data-testid="layout-orderInfo" />
      </Form.Item>
      <Flag name="codeUrlSwitch" label={f("codeUrl")} text={f("showCode")} />
      {codeUrlSwitch === 1 && (
        <Form.Item name="codeUrl" label=" " colon={false} required={false} extra={f("codeHelp")} rules={[{ required: true, message: t("printing.layout.rules.codeUrl") }]}>
          <ImagePicker size={96} />
        </Form.Item>
      )}
      <Flag name="bottomNoticeSwitch" label={f("bottomNotice")} text={f("bottomNotice")} />
      {bottomNoticeSwitch === 1 && (
        <Form.Item name="bottomNotice" label=" " colon={false} required={false} rules={[{ required: true, whitespace: true, message: t("printing.layout.rules.bottomNotice") }]}>
          <Input.TextArea
            rows={3}
            maxLength={BOTTOM_NOTICE_MAX}
            showCount
            placeholder={t("printing.layout.rules.bottomNotice")}
            style={{ maxWidth: 420 }}
            data-testid="layout-bottomNotice-text"
          />
        </Form.Item>
      )}
    </Form>
  );
}
