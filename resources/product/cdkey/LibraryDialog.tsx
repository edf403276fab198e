import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../src/widgets/FormDialog";
import { PRODUCT } from "../endpoints";
import { useRunAction } from "../../../src/widgets/useRunAction";
import type { CdkeyLibrary } from "../types";

/** Add or edit a card-secret library: name (≤ 32) and remark (≤ 200). */
export function LibraryDialog({ library, onClose, onDone }: { library?: CdkeyLibrary; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string; remark: string }>();
  const { run } = useRunAction();
  const submit = async (values: { name: string; remark: string }) => {
    const body = {
      name: values.name.trim(),
      remark: (values.remark ?? "").trim(),
    };
    if (library) await run(PRODUCT.libraries, "update", { ...body, id: library.id }, t("product.common.saved"));
    else await run(PRODUCT.libraries, "create", body, t("product.common.created"));
    onDone();
  };
  return (
    <FormDialog
      title={t(library ? "product.cdkey.edit" : "product.cdkey.add")}
      form={form}
      initialValues={{
        name: library?.name ?? "",
        remark: library?.remark ?? "",
      }}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item
        name="name"
        label={t("product.cdkey.name")}
        rules={[
          {
            required: true,
            whitespace: true,
            message: t("product.cdkey.nameRequired"),
          },
          {
            max: 32,
            message: t("product.editor.rules.maxLength", { max: 32 }),
          },
        ]}
      >
        <Input maxLength={32} showCount data-testid="library-name" />
      </Form.Item>
      <Form.Item
        name="remark"
        label={t("product.cdkey.remark")}
        rules={[
          {
            max: 200,
            message: t("product.editor.rules.maxLength", { max: 200 }),
          },
        ]}
      >
        <Input.TextArea rows={3} maxLength={200} showCount />
      </Form.Item>
    </FormDialog>
  );
}
