import { Button, Form, Input, Space } from "antd";
import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../src/widgets/FormDialog";
import { PRODUCT } from "../endpoints";
import { useRunAction } from "../../../src/widgets/useRunAction";

interface Row {
  cardNumber: string;
  secretNum: string;
}

const SECRET_MAX = 50;

/** Several card secrets at once (card number + secret, each ≤ 50). */
export function AddSecretsDialog({ libraryId, onClose, onDone }: { libraryId: number; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ csList: Row[] }>();
  const { run } = useRunAction();
  const submit = async ({ csList }: { csList: Row[] }) => {
    await run(
      PRODUCT.secrets,
      "create",
      { libraryId, csList: csList.map((r) => ({ cardNumber: r.cardNumber.trim(), secretNum: r.secretNum.trim() })) },
      t("product.common.created"),
    );
    onDone();
  };
  const rule = (message: string) => [
    { required: true, whitespace: true, message },
    { max: SECRET_MAX, message: t("product.editor.rules.maxLength", { max: SECRET_MAX }) },
  ];
  return (
    <FormDialog
      title={t("product.cdkey.addSecrets")}
      form={form}
      width={640}
      initialValues={{ csList: [{ cardNumber: "", secretNum: "" }] }}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.List name="csList">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <Space key={field.key} align="baseline" style={{ display: "flex" }}>
                <Form.Item name={[field.name, "cardNumber"]} rules={rule(t("product.cdkey.cardRequired"))}>
                  <Input placeholder={t("product.cdkey.cardNumber")} maxLength={SECRET_MAX} style={{ width: 240 }} data-testid={`secret-card-${index}`} />
                </Form.Item>
                <Form.Item name={[field.name, "secretNum"]} rules={rule(t("product.cdkey.secretRequired"))}>
                  <Input placeholder={t("product.cdkey.secretNum")} maxLength={SECRET_MAX} style={{ width: 240 }} data-testid={`secret-num-${index}`} />
                </Form.Item>
                {fields.length > 1 && <MinusCircleOutlined onClick={() => remove(field.name)} aria-label={t("product.common.delete")} />}
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ cardNumber: "", secretNum: "" })} block data-testid="secret-add-row">
              {t("product.cdkey.addRow")}
            </Button>
          </>
        )}
      </Form.List>
    </FormDialog>
  );
}
