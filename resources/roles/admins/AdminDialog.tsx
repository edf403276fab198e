import { Form, Input, Modal, Select, Switch } from "antd";
import { useCreate, useUpdate } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { SystemAdminResponse } from "../../../server/areas/admin/contract";
import { toastSuccess } from "../../../providers/notify";
import { isMainlandMobile } from "../../../src/widgets/validators";
import { ROLES } from "../endpoints";
import { ACCOUNT_MAX, REAL_NAME_MAX, roleIdList } from "./adminRules";
import { PasswordFields } from "./PasswordFields";
import { useRoleOptions } from "./useRoleOptions";

interface AdminValues {
  account: string;
  pwd?: string;
  confirmPwd?: string;
  realName: string;
  roles: number[];
  phone?: string;
  status: boolean;
}

/** 添加管理员 / 编辑管理员. Editing keeps the password (修改密码 changes it) and the account. */
export function AdminDialog({ admin, onClose, onSaved }: { admin?: SystemAdminResponse; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AdminValues>();
  const roleOptions = useRoleOptions();
  const { mutateAsync: create, mutation: creating } = useCreate();
  const { mutateAsync: update, mutation: updating } = useUpdate();

  const submit = async () => {
    const raw = await form.validateFields();
    const values = {
      account: raw.account.trim(),
      realName: raw.realName.trim(),
      roles: raw.roles.join(","),
      phone: raw.phone?.trim() ?? "",
      status: raw.status,
    };
    try {
      if (admin) await update({ resource: ROLES.admins, id: admin.id, values, successNotification: false, errorNotification: false });
      else await create({ resource: ROLES.admins, values: { ...values, pwd: raw.pwd }, successNotification: false, errorNotification: false });
    } catch {
      return; // Shown by the HTTP client; the dialog keeps what was typed.
    }
    toastSuccess(t(admin ? "roles.admin.updated" : "roles.admin.created"));
    onSaved();
  };

  return (
    <Modal
      open
      width={600}
      title={t(admin ? "roles.admin.editTitle" : "roles.admin.addTitle")}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okButtonProps={{ "data-testid": "admin-submit" }}
      confirmLoading={creating.isPending || updating.isPending}
      okText={t("roles.common.ok")}
      cancelText={t("roles.common.cancel")}
      maskClosable={false}
      destroyOnHidden
    >
      <Form<AdminValues>
        form={form}
        labelCol={{ flex: "150px" }}
        style={{ marginTop: 16 }}
        initialValues={
          admin
            ? { account: admin.account, realName: admin.realName, roles: roleIdList(admin.roles), phone: admin.phone, status: admin.status }
            : { account: "", realName: "", roles: [], phone: "", status: true }
        }
        data-testid="admin-form"
      >
        <Form.Item
          name="account"
          label={t("roles.admin.account")}
          rules={[
            { required: true, whitespace: true, message: t("roles.admin.accountRequired") },
            { max: ACCOUNT_MAX, message: t("roles.admin.accountLength") },
          ]}
        >
          <Input maxLength={ACCOUNT_MAX} disabled={!!admin} autoComplete="off" placeholder={t("roles.admin.accountRequired")} data-testid="admin-account" />
        </Form.Item>
        {!admin && <PasswordFields name="pwd" confirmName="confirmPwd" />}
        <Form.Item
          name="realName"
          label={t("roles.admin.realName")}
          rules={[
            { required: true, whitespace: true, message: t("roles.admin.realNameRequired") },
            { max: REAL_NAME_MAX, message: t("roles.admin.realNameLength") },
          ]}
        >
          <Input maxLength={REAL_NAME_MAX} showCount placeholder={t("roles.admin.realNameRequired")} data-testid="admin-real-name" />
        </Form.Item>
        <Form.Item name="roles" label={t("roles.admin.roles")} rules={[{ required: true, type: "array", min: 1, message: t("roles.admin.rolesRequired") }]}>
          <Select mode="multiple" allowClear options={roleOptions} optionFilterProp="label" placeholder={t("roles.admin.rolesRequired")} data-testid="admin-roles" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t("roles.admin.phone")}
          rules={[{ validator: (_, v?: string) => (!v?.trim() || isMainlandMobile(v) ? Promise.resolve() : Promise.reject(new Error(t("roles.admin.phoneInvalid")))) }]}
        >
          <Input maxLength={11} inputMode="numeric" placeholder={t("roles.admin.phonePlaceholder")} data-testid="admin-phone" />
        </Form.Item>
        <Form.Item name="status" label={t("roles.common.status")} valuePropName="checked">
          <Switch checkedChildren={t("roles.common.on")} unCheckedChildren={t("roles.common.off")} data-testid="admin-status" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
