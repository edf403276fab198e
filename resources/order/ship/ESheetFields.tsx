import { Form, Input, Select, type FormInstance } from "antd";
import { useTranslation } from "react-i18next";
import { ORDER_AUTH as A } from "../authorities";
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
  return (
    <>
      <Form.Item name="expressTempId" label={t("order.ship.template")} rules={rules.expressTempId}>
        <Select
          loading={templates.loading}
          options={templatesOf(templates.data).map((tpl) => ({ value: tpl.temp_id, label: tpl.title }))}
          notFoundContent={t("order.ship.noTemplates")}
          placeholder={t("order.ship.templatePlaceholder")}
        />
      </Form.Item>
      <Form.Item name="toName" label={t("order.ship.toName")} rules={rules.toName}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="toTel" label={t("order.ship.toTel")} rules={rules.toTel}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="toAddr" label={t("order.ship.toAddr")} rules={rules.toAddr}>
        <Input maxLength={200} />
      </Form.Item>
    </>
  );
}
