import { Form } from "antd";
import { useTranslation } from "react-i18next";
import type { SystemAdminResponse } from "../../../server/areas/admin/contract";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { FormDialog } from "../../../src/widgets/FormDialog";
import { ROLES } from "../endpoints";
import { PasswordFields } from "./PasswordFields";

interface PasswordValues {
  password: string;
  confirmPassword: string;
}

/** 修改密码 of another admin: its sessions end on the server. */
export function PasswordDialog({ admin, onClose }: { admin: SystemAdminResponse; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const { run } = useRunAction();
  const submit = async (values: PasswordValues) => {
    await run(ROLES.admins, "password", { id: admin.id, ...values }, t("roles.admin.passwordChanged"));
    onClose();
  };
  return (
    <FormDialog
      title={t("roles.admin.passwordTitle", { name: admin.realName })}
      form={form}
      labelWidth="150px"
      keepOnMaskClick
      okTestId="password-submit"
      formTestId="password-form"
      onClose={onClose}
      onSubmit={submit}
    >
      <PasswordFields name="password" confirmName="confirmPassword" />
    </FormDialog>
  );
}
