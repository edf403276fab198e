import { Form, Select } from "antd";
import { useList } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { Express } from "../../../server/areas/express/contract";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { FormDialog } from "../../../src/widgets/FormDialog";
import { ALL_COMPANIES, EXPRESS } from "../endpoints";

/** 新增物流公司: choose a company of the platform list (express/all?type=normal) → express/relate. */
export function AddCourierDialog({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ expressId?: number }>();
  const { run } = useRunAction();
  const { result, query } = useList<Express>({ resource: EXPRESS.companies, pagination: { mode: "off" }, meta: { query: ALL_COMPANIES } });
  const submit = async ({ expressId }: { expressId?: number }) => {
    await run(EXPRESS.couriers, "relate", { expressId }, t("express.couriers.added"));
    onAdded();
  };
  return (
    <FormDialog title={t("express.couriers.addTitle")} form={form} width={540} labelWidth="90px" onClose={onClose} onSubmit={submit}>
      <Form.Item name="expressId" label={t("express.couriers.company")} rules={[{ required: true, message: t("express.couriers.chooseCompany") }]}>
        <Select
          showSearch
          allowClear
          loading={query.isFetching}
          placeholder={t("express.couriers.chooseCompany")}
          optionFilterProp="label"
          options={(result.data ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.code}）` }))}
          data-testid="courier-company-select"
        />
      </Form.Item>
    </FormDialog>
  );
}
