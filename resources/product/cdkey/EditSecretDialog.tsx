import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../src/widgets/FormDialog";
import { PRODUCT } from "../endpoints";
import { useRunAction } from "../../../src/widgets/useRunAction";
import type { CardSecret } from "../types";

/** Edit one card secret. */
export function EditSecretDialog({ secret, onClose, onDone }: { secret: CardSecret; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ cardNumber: string; secretNum: string }>();
  const { run } = useRunAction();
  const submit = async (v: { cardNumber: string; secretNum: string }) => {
    await run(
      PRODUCT.secrets,
      "update",
      {
        id: secret.id,
        cardNumber: v.cardNumber.trim(),
        secretNum: v.secretNum.trim(),
      },
      t("product.common.saved"),
    );
    onDone();
  };
  const rules = (message: string) => [
    { required: true, whitespace: true, message },
    { max: 50, message: t("product.editor.rules.maxLength", { max: 50 }) },
  ];
  return (
    <FormDialog
      title={t("product.cdkey.editSecret")}
      form={form}
      initialValues={{
        cardNumber: secret.cardNumber,
        secretNum: secret.secretNum,
      }}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item name="cardNumber" label={t("product.cdkey.cardNumber")} rules={rules(t("product.cdkey.cardRequired"))}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="secretNum" label={t("product.cdkey.secretNum")} rules={rules(t("product.cdkey.secretRequired"))}>
        <Input maxLength={50} />
      </Form.Item>
    </FormDialog>
  );
}
