import { Form, Modal, Select } from "antd";
import { useList } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { Express } from "../../../server/areas/express/contract";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { ALL_COMPANIES, EXPRESS } from "../endpoints";

/** 新增物流公司: choose a company of the platform list (express/all?type=normal) → express/relate. */
export function AddCourierDialog({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ expressId?: number }>();
  const { run, pending } = useRunAction();
  const { result, query } = useList<Express>({ resource: EXPRESS.companies, pagination: { mode: "off" }, meta: { query: ALL_COMPANIES } });
  const submit = async () => {
    const { expressId } = await form.validateFields();
    try {
      await run(EXPRESS.couriers, "relate", { expressId }, t("express.couriers.added"));
    } catch {
      return; // Shown by the HTTP client; the dialog stays.
    }
    onAdded();
  };
  return (
    <Modal open width={540} title={t("express.couriers.addTitle")} onCancel={onClose} onOk={() => void submit().catch(() => undefined)} confirmLoading={pending} okText={t("express.common.ok")} cancelText={t("express.common.cancel")} destroyOnHidden>
      <Form form={form} labelCol={{ flex: "90px" }} style={{ marginTop: 16 }}>
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
      </Form>
    </Modal>
  );
}
