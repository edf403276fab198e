import { Form, Input, Select, Switch } from "antd";
import { useTranslation } from "react-i18next";
import type { SystemAdminResponse } from "../../../server/areas/admin/contract";
import { toastSuccess } from "../../../providers/notify";
import { isMainlandMobile } from "../../../src/widgets/validators";
import { ROLES } from "../endpoints";
import { ACCOUNT_MAX, REAL_NAME_MAX, roleIdList } from "./adminRules";
import { PasswordFields } from "./PasswordFields";
import { useRoleOptions } from "./useRoleOptions";
import { FormDialog } from "../../../src/widgets/FormDialog";
import { useSaveRecord } from "../../../src/widgets/useSaveRecord";
import { requiredText } from "../../../src/widgets/textRules";

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
  const save = useSaveRecord(ROLES.admins, admin?.id);

  const submit = async (raw: AdminValues) => {
    const values = {
      account: raw.account.trim(),
      realName: raw.realName.trim(),
      roles: raw.roles.join(","),
      phone: raw.phone?.trim() ?? "",
      status: raw.status,
    };
    await save(admin ? values : { ...values, pwd: raw.pwd });
    toastSuccess(t(admin ? "roles.admin.updated" : "roles.admin.created"));
    onSaved();
  };

  return (
    <FormDialog
      title={t(admin ? "roles.admin.editTitle" : "roles.admin.addTitle")}
      form={form}
      width={600}
      labelWidth="150px"
      keepOnMaskClick
      okTestId="admin-submit"
      formTestId="admin-form"
      initialValues={
        admin
          ? { account: admin.account, realName: admin.realName, roles: roleIdList(admin.roles), phone: admin.phone, status: admin.status }
          : { account: "", realName: "", roles: [], phone: "", status: true }
      }
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item
        name="account"
        label={t("roles.admin.account")}
        rules={requiredText(t("roles.admin.accountRequired"), ACCOUNT_MAX, t("roles.admin.accountLength"))}
      >
        <Input maxLength={ACCOUNT_MAX} disabled={!!admin} autoComplete="off" placeholder={t("roles.admin.accountRequired")} data-testid="admin-account" />
      </Form.Item>
      {!admin && <PasswordFields name="pwd" confirmName="confirmPwd" />}
      <Form.Item
        name="realName"
        label={t("roles.admin.realName")}
        rules={requiredText(t("roles.admin.realNameRequired"), REAL_NAME_MAX, t("roles.admin.realNameLength"))}
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
    </FormDialog>
  );
}
