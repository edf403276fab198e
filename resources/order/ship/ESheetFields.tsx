import { useEffect } from "react";
import { Alert, Form, Input, Select, type FormInstance } from "antd";
import { useCustom, type BaseRecord } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { MerchantElect } from "../../../server/areas/printing/contract";
import { canDo } from "../../../providers/accessControl";
import { ORDER_AUTH as A } from "../area";
import { ORDER } from "../endpoints";
import { useActionQuery } from "../shared/useActionQuery";
import type { ShipRules } from "./shipRules";

interface Template {
  temp_id: string;
  title: string;
}

/** The provider's answer is passed through; the templates are at `<payload>.data.data` (contract §3.10). */
const templatesOf = (answer: unknown): Template[] => {
  const list = (answer as { data?: { data?: unknown } } | undefined)?.data?.data;
  return Array.isArray(list) ? (list as Template[]) : [];
};

/** E-sheet: the courier's template and the sender (contract §3.11). */
export function ESheetFields({ form, rules }: { form: FormInstance; rules: ShipRules }) {
  const { t } = useTranslation();
  const com = Form.useWatch<string | undefined>("expressCode", form);
  const templates = useActionQuery<unknown>({ resource: ORDER.couriers, action: "templates", query: { com }, authority: A.templates, enabled: Boolean(com) });
  // Without the e-sheet settings' authority the sender is typed here, not read from them.
  const mayRead = canDo(A.eSheet);
  const { query: settings } = useCustom<BaseRecord>({
    url: "",
    method: "get",
    meta: { resource: ORDER.eSheet, action: "info" },
    queryOptions: { queryKey: [ORDER.eSheet, "info"], enabled: mayRead },
  });
  const sender = settings.data?.data as MerchantElect | null | undefined;

  // The sender comes from the e-sheet settings (contract §3.21), where nothing was typed yet.
  useEffect(() => {
    if (!sender) return;
    const typed = form.getFieldsValue(["toName", "toTel", "toAddr"]) as { toName?: string; toTel?: string; toAddr?: string };
    form.setFieldsValue({ toName: typed.toName || sender.senderUsername, toTel: typed.toTel || sender.senderPhone, toAddr: typed.toAddr || sender.senderAddr });
  }, [sender, form]);

  return (
    <>
      {settings.isSuccess && !sender && <Alert type="warning" showIcon message={t("order.ship.eSheetUnset")} style={{ marginBottom: 16 }} data-testid="ship-esheet-unset" />}
      <Form.Item name="expressTempId" label={t("order.ship.template")} rules={rules.expressTempId}>
        <Select
          data-testid="ship-template"
          loading={templates.loading}
          options={templatesOf(templates.data).map((tpl) => ({ value: tpl.temp_id, label: tpl.title }))}
          notFoundContent={t("order.ship.noTemplates")}
          placeholder={t("order.ship.templatePlaceholder")}
        />
      </Form.Item>
      <Form.Item name="toName" label={t("order.ship.toName")} rules={rules.toName}>
        <Input maxLength={32} data-testid="ship-toName" />
      </Form.Item>
      <Form.Item name="toTel" label={t("order.ship.toTel")} rules={rules.toTel}>
        <Input maxLength={20} data-testid="ship-toTel" />
      </Form.Item>
      <Form.Item name="toAddr" label={t("order.ship.toAddr")} rules={rules.toAddr}>
        <Input maxLength={200} data-testid="ship-toAddr" />
      </Form.Item>
    </>
  );
}
