import { Form, Input, InputNumber } from "antd";
import { useTranslation } from "react-i18next";
import { toastSuccess } from "../../../providers/notify";
import type { DeliveryPersonnel } from "../../../server/areas/express/contract";
import { FormDialog } from "../../../src/widgets/FormDialog";
import { useSaveRecord } from "../../../src/widgets/useSaveRecord";
import { EXPRESS } from "../endpoints";
import { isMainlandMobile, NAME_MAX } from "./personnelRules";
import { requiredText } from "../../../src/widgets/textRules";

type PersonnelValues = Pick<DeliveryPersonnel, "personnelName" | "personnelPhone" | "sort">;

/** 新增配送员 / 修改配送员. The server answers with its own success text ("新增成功"). */
export function PersonnelDialog({ person, onClose, onSaved }: { person?: DeliveryPersonnel; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PersonnelValues>();
  const save = useSaveRecord(EXPRESS.personnel, person?.id);
  const submit = async (raw: PersonnelValues) => {
    const values = { personnelName: raw.personnelName.trim(), personnelPhone: raw.personnelPhone.trim(), sort: raw.sort ?? 0 };
    await save(values);
    toastSuccess(t(person ? "express.personnel.edited" : "express.personnel.added"));
    onSaved();
  };
  return (
    <FormDialog
      title={t(person ? "express.personnel.editTitle" : "express.personnel.addTitle")}
      form={form}
      width={540}
      labelWidth="100px"
      formTestId="personnel-form"
      initialValues={person ?? { personnelName: "", personnelPhone: "", sort: 0 }}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item
        name="personnelName"
        label={t("express.personnel.name")}
        extra={t("express.personnel.nameHelp")}
        rules={requiredText(t("express.personnel.nameRequired"), NAME_MAX, t("express.personnel.nameLength"))}
      >
        <Input maxLength={NAME_MAX} showCount placeholder={t("express.personnel.nameRequired")} data-testid="personnel-name" />
      </Form.Item>
      <Form.Item
        name="personnelPhone"
        label={t("express.personnel.phone")}
        extra={t("express.personnel.phoneHelp")}
        rules={[
          { required: true, whitespace: true, message: t("express.personnel.phoneRequired") },
          { validator: (_, v: string) => (!v || isMainlandMobile(v) ? Promise.resolve() : Promise.reject(new Error(t("express.personnel.phoneInvalid")))) },
        ]}
      >
        <Input maxLength={11} inputMode="numeric" placeholder={t("express.personnel.phoneRequired")} data-testid="personnel-phone" />
      </Form.Item>
      <Form.Item name="sort" label={t("express.personnel.sort")} extra={t("express.personnel.sortHelp")}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} data-testid="personnel-sort" />
      </Form.Item>
    </FormDialog>
  );
}
