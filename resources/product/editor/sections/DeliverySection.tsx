import { Button, Checkbox, Form, Select, Space, Switch } from "antd";
import { ReloadOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { enumOptions } from "../../../../src/enums/enumTable";
import { DELIVERY_METHOD, PRODUCT_TYPE_CODE } from "../../../../src/enums/product";
import { useTemplateCache } from "../../../shipping/templateCache";
import type { ProductFormValues } from "../formModel";
import type { editorRules } from "../rules";

/** 物流设置: shipping template and delivery methods (physical products); refunds (virtual). */
export function DeliverySection({ rules, disabled }: { rules: ReturnType<typeof editorRules>; disabled: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ProductFormValues>();
  const type = Form.useWatch("type", form);
  const physical = type === PRODUCT_TYPE_CODE.normal;
  const templates = useTemplateCache();
  return (
    <>
      {physical && (
        <Form.Item label={t("product.fields.tempId")} htmlFor="tempId" required>
          <Space.Compact style={{ width: "100%", maxWidth: 420 }}>
            <Form.Item name="tempId" rules={rules.tempId} noStyle>
              <Select
                disabled={disabled}
                loading={templates.loading}
                options={templates.list.map((tpl) => ({ value: tpl.id, label: tpl.name }))}
                placeholder={t("product.editor.placeholders.tempId")}
                style={{ width: "100%" }}
                data-testid="field-temp"
              />
            </Form.Item>
            {!disabled && <Button icon={<ReloadOutlined />} onClick={templates.refresh} title={t("product.common.refresh")} />}
          </Space.Compact>
        </Form.Item>
      )}
      {physical && (
        <Form.Item name="deliveryMethods" label={t("product.fields.deliveryMethods")} rules={rules.deliveryMethods} extra={t("product.editor.help.delivery")}>
          <Checkbox.Group disabled={disabled} options={enumOptions(DELIVERY_METHOD, t)} data-testid="field-delivery" />
        </Form.Item>
      )}
      {type === PRODUCT_TYPE_CODE.virtual && (
        <Form.Item name="refundSwitch" label={t("product.fields.refundSwitch")} valuePropName="checked" extra={t("product.editor.help.refund")}>
          <Switch disabled={disabled} />
        </Form.Item>
      )}
      {!physical && type !== PRODUCT_TYPE_CODE.virtual && (
        <Form.Item label={t("product.fields.deliveryMethods")}>{t("product.editor.help.noShipping")}</Form.Item>
      )}
    </>
  );
}
