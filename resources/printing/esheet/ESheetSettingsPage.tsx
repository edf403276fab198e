import { UnsavedChangesNotifier } from "@refinedev/react-router";
import { useEffect } from "react";
import { Alert, Button, Card, Form, Input, Radio } from "antd";
import { useCustom, type BaseRecord } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { currentAdmin } from "../../../providers/session";
import { enumOptions } from "../../../src/enums/enumTable";
import { ESHEET_PRINTER } from "../../../src/enums/printing";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { useUnsavedGuard } from "../../../src/widgets/useUnsavedGuard";
import type { MerchantElect } from "../../../server/areas/printing/contract";
import { PRINTING } from "../endpoints";
import { SENDER_PHONE } from "../../../server/shared/phone";
import { canDo } from "../../../providers/accessControl";
import { ESHEET_AUTH } from "../area";

type ESheetValues = Pick<MerchantElect, "op" | "cloudPrintNo" | "senderAddr" | "senderUsername" | "senderPhone">;

const EMPTY: ESheetValues = { op: 0, cloudPrintNo: "", senderAddr: "", senderUsername: "", senderPhone: "" };

/** /operation/printing/electrsheet — 电子面单: the printer and the sender every e-sheet carries. */
export default function ESheetSettingsPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ESheetValues>();
  const op = Form.useWatch("op", form);
  const guard = useUnsavedGuard();
  const { run, pending } = useRunAction();
  const { query } = useCustom<BaseRecord>({ url: "", method: "get", meta: { resource: PRINTING.eSheet, action: "info" }, queryOptions: { gcTime: 0 } });
  const saved = (query.data?.data ?? undefined) as MerchantElect | undefined;
  const switchedOff = Number(currentAdmin()?.electrPrintingSwitch ?? 0) === 0;

  useEffect(() => {
    if (query.isSuccess) form.setFieldsValue({ ...EMPTY, ...saved });
  }, [query.isSuccess, saved, form]);

  const submit = async (values: ESheetValues) => {
    await run(PRINTING.eSheet, "update", { ...EMPTY, ...values, id: saved?.id }, t("printing.eSheet.saved"));
    guard.clear();
    void query.refetch();
  };

  const required = (key: string) => [{ required: true, whitespace: true, message: t(`printing.eSheet.rules.${key}`) }];
  return (
    <Card loading={query.isLoading}>
      <UnsavedChangesNotifier translationKey="printing.eSheet.unsaved" message={t("printing.eSheet.unsaved")} />
      {switchedOff && <Alert type="warning" showIcon message={t("printing.eSheet.switchedOff")} style={{ marginBottom: 24 }} data-testid="esheet-switched-off" />}
      <Form<ESheetValues>
        form={form}
        labelCol={{ flex: "150px" }}
        style={{ maxWidth: 760 }}
        initialValues={EMPTY}
        onValuesChange={guard.markDirty}
        onFinish={(v) => void submit(v).catch(() => undefined)}
        data-testid="esheet-form"
      >
        <Form.Item name="op" label={t("printing.eSheet.fields.op")} extra={t("printing.eSheet.help.op")}>
          <Radio.Group options={enumOptions(ESHEET_PRINTER, t)} data-testid="esheet-op" />
        </Form.Item>
        {op === 1 && (
          <Form.Item name="cloudPrintNo" label={t("printing.eSheet.fields.cloudPrintNo")} extra={t("printing.eSheet.help.cloudPrintNo")} rules={required("cloudPrintNo")}>
            <Input maxLength={64} placeholder={t("printing.eSheet.rules.cloudPrintNo")} data-testid="esheet-cloudPrintNo" />
          </Form.Item>
        )}
        <Form.Item name="senderAddr" label={t("printing.eSheet.fields.senderAddr")} extra={t("printing.eSheet.help.senderAddr")} rules={required("senderAddr")}>
          <Input maxLength={200} placeholder={t("printing.eSheet.rules.senderAddr")} data-testid="esheet-senderAddr" />
        </Form.Item>
        <Form.Item name="senderUsername" label={t("printing.eSheet.fields.senderUsername")} extra={t("printing.eSheet.help.senderUsername")} rules={required("senderUsername")}>
          <Input maxLength={32} placeholder={t("printing.eSheet.rules.senderUsername")} data-testid="esheet-senderUsername" />
        </Form.Item>
        <Form.Item
          name="senderPhone"
          label={t("printing.eSheet.fields.senderPhone")}
          extra={t("printing.eSheet.help.senderPhone")}
          rules={[...required("senderPhone"), { pattern: SENDER_PHONE, message: t("printing.eSheet.rules.senderPhoneFormat") }]}
        >
          <Input maxLength={20} placeholder={t("printing.eSheet.rules.senderPhone")} data-testid="esheet-senderPhone" />
        </Form.Item>
        {canDo(ESHEET_AUTH.update, true) && (
          <Form.Item label=" " colon={false}>
            <Button type="primary" htmlType="submit" loading={pending} data-testid="esheet-submit">
              {t("printing.common.submit")}
            </Button>
          </Form.Item>
        )}
      </Form>
    </Card>
  );
}
