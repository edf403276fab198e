import { Checkbox, Form, Input, Modal, Switch } from "antd";
import { useCreate, useUpdate } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { toastSuccess } from "../../../providers/notify";
import type { MerchantEmployee } from "../../../server/areas/staff/contract";
import { STAFF_ROLE } from "../../../src/enums/customer";
import { enumOptions } from "../../../src/enums/enumTable";
import { ImagePicker } from "../../../src/widgets/library";
import type { CustomerRow } from "../../../src/widgets/pickers/UserPicker";
import { isMainlandMobile } from "../../../src/widgets/validators";
import { STAFF } from "../endpoints";
import { LinkedUserField } from "./LinkedUserField";
import { NAME_MAX, toFormValues, toRequest, type StaffFormValues } from "./staffForm";

interface StaffDialogProps {
  employee?: MerchantEmployee;
  onClose: () => void;
  onSaved: () => void;
}

/** 添加员工 / 编辑员工: avatar, name, phone, the linked customer, capabilities and status. */
export function StaffDialog({ employee, onClose, onSaved }: StaffDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<StaffFormValues>();
  const { mutateAsync: create, mutation: creating } = useCreate();
  const { mutateAsync: update, mutation: updating } = useUpdate();

  // A chosen customer fills what is still empty: the phone and the avatar they use in the shop.
  const startFrom = (user: CustomerRow) => {
    const now = form.getFieldsValue();
    if (!now.phone?.trim() && isMainlandMobile(user.phone)) form.setFieldValue("phone", user.phone);
    if (!now.avatar && user.avatar) form.setFieldValue("avatar", user.avatar);
  };

  const submit = async () => {
    const values = toRequest(await form.validateFields());
    try {
      if (employee) await update({ resource: STAFF.employees, id: employee.id, values, successNotification: false, errorNotification: false });
      else await create({ resource: STAFF.employees, values, successNotification: false, errorNotification: false });
    } catch {
      return; // Shown by the HTTP client; the dialog keeps what was typed.
    }
    toastSuccess(t(employee ? "staff.form.edited" : "staff.form.added"));
    onSaved();
  };

  return (
    <Modal
      open
      width={620}
      title={t(employee ? "staff.form.editTitle" : "staff.form.addTitle")}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={creating.isPending || updating.isPending}
      okText={t("staff.common.ok")}
      cancelText={t("staff.common.cancel")}
      okButtonProps={{ "data-testid": "staff-submit" }}
      destroyOnHidden
    >
      <Form<StaffFormValues> form={form} labelCol={{ flex: "110px" }} style={{ marginTop: 16 }} initialValues={toFormValues(employee)} data-testid="staff-form">
        <Form.Item name="uid" label={t("staff.fields.user")} rules={[{ required: true, message: t("staff.form.userRequired") }]}>
          <LinkedUserField onPicked={startFrom} />
        </Form.Item>
        <Form.Item name="avatar" label={t("staff.fields.avatar")}>
          <ImagePicker />
        </Form.Item>
        <Form.Item
          name="name"
          label={t("staff.fields.name")}
          rules={[
            { required: true, whitespace: true, message: t("staff.form.nameRequired") },
            { max: NAME_MAX, message: t("staff.form.nameLength", { max: NAME_MAX }) },
          ]}
        >
          <Input maxLength={NAME_MAX} showCount placeholder={t("staff.form.nameRequired")} data-testid="staff-name" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t("staff.fields.phone")}
          rules={[
            { required: true, whitespace: true, message: t("staff.form.phoneRequired") },
            { validator: (_, v: string) => (!v || isMainlandMobile(v) ? Promise.resolve() : Promise.reject(new Error(t("staff.form.phoneInvalid")))) },
          ]}
        >
          <Input maxLength={11} inputMode="numeric" placeholder={t("staff.form.phoneRequired")} data-testid="staff-phone" />
        </Form.Item>
        <Form.Item name="roles" label={t("staff.fields.role")} rules={[{ required: true, type: "array", min: 1, message: t("staff.form.roleRequired") }]}>
          <Checkbox.Group options={enumOptions(STAFF_ROLE, t)} data-testid="staff-roles" />
        </Form.Item>
        <Form.Item name="status" label={t("staff.fields.status")} valuePropName="checked">
          <Switch checkedChildren={t("staff.status.on")} unCheckedChildren={t("staff.status.off")} data-testid="staff-status" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
