import { Form, Input, Radio, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { toastSuccess } from "../../../providers/notify";
import { FormDialog } from "../../../src/widgets/FormDialog";
import { useSaveRecord } from "../../../src/widgets/useSaveRecord";
import { enumOptions } from "../../../src/enums/enumTable";
import { PRINT_TYPE } from "../../../src/enums/printing";
import type { MerchantPrint } from "../../../server/areas/printing/contract";
import { PRINTING } from "../endpoints";
import { ACCOUNT_FIELDS, DEVICE_NUMBER, NEW_PRINTER, type PrinterValues, type PrintType } from "./printerFields";
import { requiredText } from "../../../src/widgets/textRules";

const NAME_MAX = 32;

/** 新增 / 编辑小票打印配置: name, type, the chosen type's account fields, on/off. */
export function PrinterDialog({ printer, onClose, onSaved }: { printer?: MerchantPrint; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PrinterValues>();
  const printType = (Form.useWatch("printType", form) ?? printer?.printType ?? 0) as PrintType;
  const save = useSaveRecord(PRINTING.printers, printer?.id);

  const submit = async (values: PrinterValues) => {
    await save({ ...NEW_PRINTER, ...values, printName: values.printName.trim() });
    toastSuccess(t(printer ? "printing.printer.edited" : "printing.printer.added"));
    onSaved();
  };

  return (
    <FormDialog
      title={t(printer ? "printing.printer.editTitle" : "printing.printer.addTitle")}
      form={form}
      width={600}
      labelWidth="150px"
      okText={t("printing.common.submit")}
      okTestId="printer-submit"
      formTestId="printer-form"
      initialValues={printer ?? NEW_PRINTER}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item
        name="printName"
        label={t("printing.printer.fields.printName")}
        rules={requiredText(t("printing.printer.rules.printName"), NAME_MAX, t("printing.printer.rules.printNameLength"))}
      >
        <Input maxLength={NAME_MAX} showCount placeholder={t("printing.printer.placeholders.printName")} data-testid="printer-name" />
      </Form.Item>
      <Form.Item name="printType" label={t("printing.printer.fields.printType")}>
        <Radio.Group options={enumOptions(PRINT_TYPE, t)} data-testid="printer-type" />
      </Form.Item>
      {ACCOUNT_FIELDS[printType].map((field) => {
        const InputKind = field.secret ? Input.Password : Input;
        return (
          <Form.Item
            key={field.name}
            name={field.name}
            label={t(`printing.printer.fields.${field.key}`)}
            extra={t(`printing.printer.help.${field.key}`)}
            rules={[
              { required: true, whitespace: true, message: t(`printing.printer.rules.${field.key}`) },
              ...(field.device ? [{ pattern: DEVICE_NUMBER, message: t("printing.printer.rules.deviceNumber") }] : []),
            ]}
          >
            <InputKind maxLength={field.max} autoComplete={field.secret ? "new-password" : "off"} data-testid={`printer-${field.name}`} />
          </Form.Item>
        );
      })}
      <Form.Item
        name="status"
        label={t("printing.printer.fields.status")}
        valuePropName="checked"
        getValueProps={(v: number) => ({ checked: v === 1 })}
        normalize={(checked: boolean) => (checked ? 1 : 0)}
      >
        <Switch checkedChildren={t("printing.common.on")} unCheckedChildren={t("printing.common.off")} data-testid="printer-status" />
      </Form.Item>
    </FormDialog>
  );
}
