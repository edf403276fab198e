import { Form, InputNumber, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { PRODUCT } from "../../endpoints";
import { useRunAction } from "../../../../src/widgets/useRunAction";
import { FormDialog } from "../../../../src/widgets/FormDialog";
import { WithAddons } from "../../../../src/widgets/WithAddons";

interface Values {
  brokerage: number;
  brokerageTwo: number;
}

/** 设置佣金: first and second level commission, 0–100 %, for one product or a batch. */
export function BrokerageDialog({ ids, onClose, onDone }: { ids: number[]; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { run } = useRunAction();
  const batch = ids.length > 1;
  const submit = async (values: Values) => {
    if (batch) await run(PRODUCT.products, "batchBrokerage", { idList: ids, ...values }, t("product.list.success.batch.brokerage"));
    else await run(PRODUCT.products, "setBrokerage", { id: ids[0], ...values }, t("product.list.success.brokerage"));
    onDone();
  };
  const percent = (name: keyof Values, label: string, message: string) => (
    <Form.Item name={name} label={label} rules={[{ required: true, message }]}>
      <WithAddons after="%" width={180}>
        <InputNumber min={0} max={100} precision={0} data-testid={`brokerage-${name}`} />
      </WithAddons>
    </Form.Item>
  );
  return (
    <FormDialog title={t("product.list.dialogs.brokerage")} form={form} initialValues={{ brokerage: 0, brokerageTwo: 0 }} onClose={onClose} onSubmit={submit}>
      {percent("brokerage", t("product.fields.brokerage"), t("product.list.dialogs.brokerageRequired"))}
      {percent("brokerageTwo", t("product.fields.brokerageTwo"), t("product.list.dialogs.brokerageTwoRequired"))}
      <Typography.Text type="secondary">{t("product.list.dialogs.brokerageNote")}</Typography.Text>
    </FormDialog>
  );
}
