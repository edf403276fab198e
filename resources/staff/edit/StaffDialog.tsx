import { Checkbox, Form, Input, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { toastSuccess } from "../../../providers/notify";
import type { MerchantEmployee } from "../../../server/areas/staff/contract";
import { STAFF_ROLE } from "../../../src/enums/customer";
import { enumOptions } from "../../../src/enums/enumTable";
import { ImagePicker } from "../../../src/widgets/library";
import type { CustomerRow } from "../../../src/widgets/pickers/UserPicker";
import { isMainlandMobile } from "../../../src/widgets/validators";
import { FormDialog } from "../../../src/widgets/FormDialog";
import { useSaveRecord } from "../../../src/widgets/useSaveRecord";
import { STAFF } from "../endpoints";
import { LinkedUserField } from "./LinkedUserField";
import { NAME_MAX, toFormValues, toRequest, type StaffFormValues } from "./staffForm";
import { requiredText } from "../../../src/widgets/textRules";

interface StaffDialogProps {
  employee?: MerchantEmployee;
  onClose: () => void;
  onSaved: () => void;
}

/** 添加员工 / 编辑员工: avatar, name, phone, the linked customer, capabilities and status. */
export function StaffDialog({ employee, onClose, onSaved }: StaffDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<StaffFormValues>();
  const save = useSaveRecord(STAFF.employees, employee?.id);

  // A chosen customer fills what is still empty: the phone and the avatar they use in the shop.
  const startFrom = (user: CustomerRow) => {
    const now = form.getFieldsValue();
    if (!now.phone?.trim() && isMainlandMobile(user.phone)) form.setFieldValue("phone", user.phone);
    if (!now.avatar && user.avatar) form.setFieldValue("avatar", user.avatar);
  };

  const submit = async (values: StaffFormValues) => {
    await save(toRequest(values));
    toastSuccess(t(employee ? "staff.form.edited" : "staff.form.added"));
    onSaved();
  };

  return (
    <FormDialog
      title={t(employee ? "staff.form.editTitle" : "staff.form.addTitle")}
      form={form}
      width={620}
      labelWidth="110px"
      okTestId="staff-submit"
      formTestId="staff-form"
      initialValues={toFormValues(employee)}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item name="uid" label={t("staff.fields.user")} rules={[{ required: true, message: t("staff.form.userRequired") }]}>
        <LinkedUserField onPicked={startFrom} />
      </Form.Item>
      <Form.Item name="avatar" label={t("staff.fields.avatar")}>
        <ImagePicker />
      </Form.Item>
      <Form.Item
        name="name"
        label={t("staff.fields.name")}
        rules={requiredText(t("staff.form.nameRequired"), NAME_MAX, t("staff.form.nameLength", { max: NAME_MAX }))}
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
    </FormDialog>
  );
}
