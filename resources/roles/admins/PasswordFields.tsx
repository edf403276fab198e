import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { PASSWORD_MAX, PASSWORD_MIN } from "./adminRules";

/** A password and its confirmation (6–30 characters, both the same). */
export function PasswordFields({ name, confirmName }: { name: string; confirmName: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name={name}
        label={t("roles.admin.password")}
        rules={[
          { required: true, message: t("roles.admin.passwordRequired") },
          { min: PASSWORD_MIN, max: PASSWORD_MAX, message: t("roles.admin.passwordLength") },
        ]}
      >
        <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" placeholder={t("roles.admin.passwordRequired")} data-testid="admin-password" />
      </Form.Item>
      <Form.Item
        name={confirmName}
        label={t("roles.admin.confirmPassword")}
        dependencies={[name]}
        rules={[
          { required: true, message: t("roles.admin.confirmRequired") },
          ({ getFieldValue }) => ({
            validator: (_, v: string) => (!v || v === getFieldValue(name) ? Promise.resolve() : Promise.reject(new Error(t("roles.admin.passwordMismatch")))),
          }),
        ]}
      >
        <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" placeholder={t("roles.admin.confirmRequired")} data-testid="admin-confirm-password" />
      </Form.Item>
    </>
  );
}
