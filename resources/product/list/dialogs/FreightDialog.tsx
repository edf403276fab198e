import { Form, Select } from "antd";
import { useTranslation } from "react-i18next";
import { PRODUCT } from "../../endpoints";
import { useTemplateCache } from "../../../shipping/templateCache";
import { useRunAction } from "../../../../src/widgets/useRunAction";
import { FormDialog } from "../../../../src/widgets/FormDialog";

/** 设置运费: a shipping template for one product or a batch. */
export function FreightDialog({ ids, onClose, onDone }: { ids: number[]; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ templateId: number }>();
  const templates = useTemplateCache();
  const { run } = useRunAction();
  const submit = async ({ templateId }: { templateId: number }) => {
    if (ids.length > 1) await run(PRODUCT.products, "batchFreight", { idList: ids, templateId }, t("product.list.success.batch.freight"));
    else await run(PRODUCT.products, "setFreight", { id: ids[0], templateId }, t("product.list.success.freight"));
    onDone();
  };
  return (
    <FormDialog title={t("product.list.dialogs.freight")} form={form} onClose={onClose} onSubmit={submit}>
      <Form.Item name="templateId" label={t("product.fields.tempId")} rules={[{ required: true, message: t("product.editor.rules.tempId") }]}>
        <Select
          loading={templates.loading}
          options={templates.list.map((tpl) => ({ value: tpl.id, label: tpl.name }))}
          placeholder={t("product.common.choose")}
          data-testid="freight-select"
        />
      </Form.Item>
    </FormDialog>
  );
}
