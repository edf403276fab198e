import { Form, Modal, Select } from "antd";
import { useTranslation } from "react-i18next";
import { PRODUCT } from "../../endpoints";
import { useTemplateCache } from "../../../shipping/templateCache";
import { useRunAction } from "../../../../src/widgets/useRunAction";

/** 设置运费: a shipping template for one product or a batch. */
export function FreightDialog({ ids, onClose, onDone }: { ids: number[]; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ templateId: number }>();
  const templates = useTemplateCache();
  const { run, pending } = useRunAction();
  const submit = async ({ templateId }: { templateId: number }) => {
    if (ids.length > 1) await run(PRODUCT.products, "batchFreight", { idList: ids, templateId }, t("product.list.success.batch.freight"));
    else await run(PRODUCT.products, "setFreight", { id: ids[0], templateId }, t("product.list.success.freight"));
    onDone();
  };
  return (
    <Modal
      okText={t("product.common.confirm")}
      cancelText={t("product.common.cancel")}
      open
      title={t("product.list.dialogs.freight")}
      width={520}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={pending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v).catch(() => undefined)}>
        <Form.Item name="templateId" label={t("product.fields.tempId")} rules={[{ required: true, message: t("product.editor.rules.tempId") }]}>
          <Select
            loading={templates.loading}
            options={templates.list.map((tpl) => ({ value: tpl.id, label: tpl.name }))}
            placeholder={t("product.common.choose")}
            data-testid="freight-select"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
