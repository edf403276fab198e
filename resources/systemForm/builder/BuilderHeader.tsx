import { Button, Form, Input, Space, Typography } from "antd";
import type { FormInstance } from "antd";
import { useTranslation } from "react-i18next";
import { genericRules } from "../../../src/widgets/formConfig/genericRules";

export const FORM_NAME_MAX = 15;

export interface BuilderHeaderProps {
  form: FormInstance<{ formName: string }>;
  name: string;
  onNameChange: (name: string) => void;
  canSave: boolean;
  saving: boolean;
  onPreview: () => void;
  onReset: () => void;
  onSave: (close: boolean) => void;
}

/** The builder's bar: the form's name (required), preview, reset, save, save and close. */
export function BuilderHeader({ form, name, onNameChange, canSave, saving, onPreview, onReset, onSave }: BuilderHeaderProps) {
  const { t } = useTranslation();
  const label = t("systemForm.fields.formName");
  return (
    <div
      style={{
        display: "flex",
        alignItems: "center",
        gap: 16,
        padding: "12px 24px",
        background: "#fff",
        borderBottom: "1px solid #eee",
      }}
    >
      <Typography.Text strong style={{ fontSize: 16 }}>
        {t("systemForm.builder.title")}
      </Typography.Text>
      <Form
        form={form}
        layout="inline"
        style={{ flex: 1 }}
        fields={[{ name: "formName", value: name }]}
        onValuesChange={(changed) => onNameChange(String(changed.formName ?? ""))}
      >
        <Form.Item name="formName" label={label} rules={[{ ...genericRules(t).required(label), whitespace: true }]} style={{ margin: 0 }}>
          <Input
            maxLength={FORM_NAME_MAX}
            placeholder={t("systemForm.builder.namePlaceholder")}
            style={{ width: 260 }}
            data-testid="builder-form-name"
          />
        </Form.Item>
      </Form>
      <Space>
        <Button onClick={onPreview} data-testid="builder-preview-button">
          {t("systemForm.builder.preview")}
        </Button>
        <Button onClick={onReset}>{t("systemForm.builder.reset")}</Button>
        {canSave && (
          <>
            <Button type="primary" loading={saving} onClick={() => onSave(false)} data-testid="builder-save">
              {t("systemForm.builder.save")}
            </Button>
            <Button loading={saving} onClick={() => onSave(true)} data-testid="builder-save-close">
              {t("systemForm.builder.saveClose")}
            </Button>
          </>
        )}
      </Space>
    </div>
  );
}
