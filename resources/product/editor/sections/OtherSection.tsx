import { Button, Form, Select, Space } from "antd";
import { ReloadOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { useSystemForms } from "../../shared/catalogs";

/** 其他设置: the system form buyers fill in before paying. */
export function OtherSection({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const forms = useSystemForms();
  return (
    <Form.Item label={t("product.fields.systemFormId")} htmlFor="systemFormId" extra={t("product.editor.help.systemForm")}>
      <Space.Compact style={{ width: "100%", maxWidth: 420 }}>
        <Form.Item name="systemFormId" noStyle>
          <Select
            allowClear
            disabled={disabled}
            loading={forms.loading}
            options={forms.list.map((f) => ({ value: f.id, label: f.formName }))}
            placeholder={t("product.editor.placeholders.systemForm")}
            style={{ width: "100%" }}
          />
        </Form.Item>
        {!disabled && forms.allowed && <Button icon={<ReloadOutlined />} onClick={forms.refresh} title={t("product.common.refresh")} />}
      </Space.Compact>
    </Form.Item>
  );
}
