import { Button, Form, Input } from "antd";
import { useCustomMutation, useGetIdentity, useLogout } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { toastSuccess } from "../../../providers/notify";
import { useAllowed } from "../../access/useAllowed";
import { useGuardedClick } from "../../widgets/useGuardedClick";
import { confirmationMatches, PASSWORD_MAX, PASSWORD_MIN, type PasswordValues } from "./passwordRules";

/**
 * Change password through `login/admin/update/password`: each field 6–30 characters, the
 * confirmation must match; on success the session ends and the user signs in again.
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const maySave = useAllowed("shellProfile", "updatePassword");
  const [form] = Form.useForm<PasswordValues>();
  const { data: identity } = useGetIdentity<{ account: string }>();
  const { mutate: logout } = useLogout();
  const { mutateAsync, mutation } = useCustomMutation();
  const length = { min: PASSWORD_MIN, max: PASSWORD_MAX, message: t("user.password.length", { min: PASSWORD_MIN, max: PASSWORD_MAX }) };

  const save = useGuardedClick(() => {
    void form.validateFields().then(async (values) => {
      await mutateAsync({
        url: "",
        method: "post",
        values,
        meta: { resource: "shellProfile", action: "updatePassword" },
      });
      toastSuccess(t("user.password.changed"));
      logout({ redirectPath: "/login" });
    }).catch(() => undefined);
  });

  return (
    <Form form={form} layout="horizontal" labelCol={{ flex: "120px" }} style={{ maxWidth: 520 }} data-testid="password-form" autoComplete="off">
      <Form.Item label={t("user.fields.account")}>
        <Input value={identity?.account ?? ""} disabled />
      </Form.Item>
      <Form.Item name="oldPassword" label={t("user.fields.oldPassword")} rules={[{ required: true, message: t("user.password.oldRequired") }, length]}>
        <Input.Password placeholder={t("user.fields.oldPassword")} autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="password" label={t("user.fields.newPassword")} rules={[{ required: true, message: t("user.password.newRequired") }, length]}>
        <Input.Password placeholder={t("user.fields.newPassword")} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t("user.fields.confirmPassword")}
        dependencies={["password"]}
        rules={[
          { required: true, message: t("user.password.confirmRequired") },
          length,
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || confirmationMatches({ password: getFieldValue("password"), confirmPassword: value }) ? Promise.resolve() : Promise.reject(new Error(t("user.password.mismatch"))),
          }),
        ]}
      >
        <Input.Password placeholder={t("user.fields.confirmPassword")} autoComplete="new-password" />
      </Form.Item>
      {maySave && (
        <Form.Item label=" " colon={false}>
          <Button type="primary" loading={mutation.isPending} onClick={save} data-testid="password-save">
            {t("user.submit")}
          </Button>
        </Form.Item>
      )}
    </Form>
  );
}
