import { Form, Modal } from "antd";
import { useTranslation } from "react-i18next";
import type { SystemAdminResponse } from "../../../server/areas/admin/contract";
import { useRunAction } from "../../../src/widgets/useRunAction";
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
  const { run, pending } = useRunAction();
  const submit = async () => {
    const values = await form.validateFields();
    await run(ROLES.admins, "password", { id: admin.id, ...values }, t("roles.admin.passwordChanged"));
    onClose();
  };
  return (
    <Modal
      open
      width={520}
      title={t("roles.admin.passwordTitle", { name: admin.realName })}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okButtonProps={{ "data-testid": "password-submit" }}
      confirmLoading={pending}
      okText={t("roles.common.ok")}
      cancelText={t("roles.common.cancel")}
      maskClosable={false}
      destroyOnHidden
    >
      <Form<PasswordValues> form={form} labelCol={{ flex: "150px" }} style={{ marginTop: 16 }} data-testid="password-form">
        <PasswordFields name="password" confirmName="confirmPassword" />
      </Form>
    </Modal>
  );
}
