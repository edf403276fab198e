import { Form, Radio, Select, Space, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { useGuaranteeGroups, useGuarantees } from "../../shared/catalogs";
import { guaranteeIdsOf } from "../productBody";
import type { ProductFormValues } from "../formModel";

/** 保障服务: a guarantee group of the merchant, or guarantees picked one by one. */
export function GuaranteeFields({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ProductFormValues>();
  const mode = Form.useWatch("guaranteeMode", form);
  const groupId = Form.useWatch("guaranteeGroupId", form);
  const picked = Form.useWatch("guaranteeIds", form);
  const guarantees = useGuarantees();
  const groups = useGuaranteeGroups(!disabled);
  const shown = guaranteeIdsOf({ guaranteeMode: mode ?? "alone", guaranteeGroupId: groupId, guaranteeIds: picked ?? [] }, groups.list);
  const names = shown.map((id) => guarantees.list.find((g) => g.id === id)?.name).filter(Boolean);
  return (
    <>
      <Form.Item name="guaranteeMode" label={t("product.fields.guarantees")} style={{ marginBottom: 8 }}>
        <Radio.Group disabled={disabled}>
          <Radio value="group" disabled={!groups.allowed}>
            {t("product.editor.guarantee.group")}
          </Radio>
          <Radio value="alone">{t("product.editor.guarantee.alone")}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item label=" " colon={false} style={{ marginBottom: 8 }}>
        {mode === "group" ? (
          <Form.Item name="guaranteeGroupId" noStyle>
            <Select
              allowClear
              disabled={disabled}
              options={groups.list.map((g) => ({ value: g.id, label: g.name }))}
              placeholder={t("product.editor.placeholders.guaranteeGroup")}
              aria-label={t("product.editor.placeholders.guaranteeGroup")}
              data-testid="field-guarantee-group"
            />
          </Form.Item>
        ) : (
          <Form.Item name="guaranteeIds" noStyle>
            <Select
              mode="multiple"
              allowClear
              disabled={disabled}
              optionFilterProp="label"
              options={guarantees.list.map((g) => ({ value: g.id, label: g.name }))}
              placeholder={t("product.editor.placeholders.guarantees")}
              aria-label={t("product.editor.placeholders.guarantees")}
              data-testid="field-guarantees"
            />
          </Form.Item>
        )}
      </Form.Item>
      {mode === "group" && names.length > 0 && (
        <Form.Item label=" " colon={false}>
          <Space size={[4, 4]} wrap>
            {names.map((name) => (
              <Tag key={name} color="blue">
                {name}
              </Tag>
            ))}
          </Space>
        </Form.Item>
      )}
    </>
  );
}
