import { useEffect } from "react";
import { Alert, Form, Input, Spin, Switch } from "antd";
import { useList, useOne } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { isOwnerSession } from "../../../providers/accessControl";
import { toastSuccess } from "../../../providers/notify";
import { FormDialog } from "../../../src/widgets/FormDialog";
import { useSaveRecord } from "../../../src/widgets/useSaveRecord";
import type { MenuCheckVo, RoleInfoResponse, SystemRole } from "../../../server/areas/admin/contract";
import { ROLES } from "../endpoints";
import { MenuTreeField } from "./MenuTreeField";
import { checkedLeaves } from "./menuTree";
import { requiredText } from "../../../src/widgets/textRules";

interface RoleValues {
  roleName: string;
  status: boolean;
  rules: number[];
}

export const ROLE_NAME_MAX = 32;

/** 添加角色 / 编辑角色: name, status and the menus (ticked leaves) of a role. */
export function RoleDialog({ role, onClose, onSaved }: { role?: SystemRole; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoleValues>();
  // A new role starts from the bare menu tree; an existing one from its info (the tree, its menus checked).
  const tree = useList<MenuCheckVo>({ resource: ROLES.menuTree, pagination: { mode: "off" }, queryOptions: { enabled: !role } });
  const info = useOne<RoleInfoResponse>({ resource: ROLES.roles, id: role?.id, queryOptions: { enabled: !!role } });
  const menus = role ? info.result?.menuList : tree.query.isSuccess ? tree.result.data : undefined;
  const failed = role ? info.query.isError : tree.query.isError;

  useEffect(() => {
    if (role && info.result) form.setFieldValue("rules", checkedLeaves(info.result.menuList));
  }, [form, role, info.result]);

  const save = useSaveRecord(ROLES.roles, role?.id);
  const submit = async (raw: RoleValues) => {
    if (!menus) return; // Enter in the name while the tree loads: OK is not ready yet either.
    await save({ roleName: raw.roleName.trim(), status: raw.status, rules: raw.rules.join(",") });
    toastSuccess(t(role ? "roles.role.updated" : "roles.role.created"));
    onSaved();
  };

  return (
    <FormDialog
      title={t(role ? "roles.role.editTitle" : "roles.role.addTitle")}
      form={form}
      width={640}
      labelWidth="110px"
      okDisabled={!menus}
      okTestId="role-submit"
      formTestId="role-form"
      keepOnMaskClick
      initialValues={{ roleName: role?.roleName ?? "", status: role?.status ?? true, rules: [] }}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item
        name="roleName"
        label={t("roles.role.name")}
        rules={requiredText(t("roles.role.nameRequired"), ROLE_NAME_MAX, t("roles.role.nameLength"))}
      >
        <Input maxLength={ROLE_NAME_MAX} showCount placeholder={t("roles.role.nameRequired")} data-testid="role-name" />
      </Form.Item>
      <Form.Item name="status" label={t("roles.common.status")} valuePropName="checked">
        <Switch checkedChildren={t("roles.common.on")} unCheckedChildren={t("roles.common.off")} data-testid="role-status" />
      </Form.Item>
      {menus ? (
        <Form.Item
          name="rules"
          label={t("roles.role.menus")}
          required
          rules={[{ validator: (_, v: number[]) => (v?.length ? Promise.resolve() : Promise.reject(new Error(t("roles.role.menusRequired")))) }]}
        >
          <MenuTreeField menus={menus} isOwner={isOwnerSession()} />
        </Form.Item>
      ) : (
        <Form.Item label={t("roles.role.menus")} required>
          {failed ? <Alert type="error" showIcon message={t("roles.role.treeFailed")} /> : <Spin />}
        </Form.Item>
      )}
    </FormDialog>
  );
}
