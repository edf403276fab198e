import { Form, Input, InputNumber, Select } from "antd";
import { useTranslation } from "react-i18next";
import { ImagePicker } from "../../../src/widgets/library";
import { PRODUCT } from "../endpoints";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { FormDialog } from "../../../src/widgets/FormDialog";
import type { MerchantCategory } from "../types";

export interface CategoryDialogState {
  /** Present when editing. */
  category?: MerchantCategory;
  /** Parent for a new category (0 = top level). */
  pid: number;
}

interface Values {
  pid: number;
  name: string;
  icon: string;
  sort: number;
}

/** Add or edit a merchant category: parent (top level or a top-level category), name, icon, sort. */
export function CategoryDialog({
  state,
  parents,
  onClose,
  onDone,
}: {
  state: CategoryDialogState;
  parents: readonly MerchantCategory[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { run } = useRunAction();
  const editing = state.category;
  const initial: Values = editing
    ? { pid: editing.pid, name: editing.name, icon: editing.icon, sort: editing.sort }
    : { pid: state.pid, name: "", icon: "", sort: 0 };
  const submit = async (values: Values) => {
    const body = { ...values, name: values.name.trim(), icon: values.icon ?? "" };
    if (editing) await run(PRODUCT.categories, "update", { ...body, id: editing.id }, t("product.common.saved"));
    else await run(PRODUCT.categories, "create", body, t("product.common.created"));
    onDone();
  };
  return (
    <FormDialog
      title={t(editing ? "product.classify.edit" : "product.classify.add")}
      form={form}
      width={540}
      labelWidth="100px"
      okTestId="classify-submit"
      initialValues={initial}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item name="pid" label={t("product.classify.parent")} rules={[{ required: true, message: t("product.classify.parentRequired") }]}>
        <Select
          options={[
            { value: 0, label: t("product.classify.top") },
            ...parents.filter((p) => p.id !== editing?.id).map((p) => ({ value: p.id, label: p.name })),
          ]}
        />
      </Form.Item>
      <Form.Item
        name="name"
        label={t("product.classify.name")}
        rules={[{ required: true, whitespace: true, message: t("product.classify.nameRequired") }, { max: 100 }]}
      >
        <Input maxLength={100} data-testid="classify-name" />
      </Form.Item>
      <Form.Item name="icon" label={t("product.classify.icon")}>
        <ImagePicker size={64} />
      </Form.Item>
      <Form.Item name="sort" label={t("product.fields.sort")} rules={[{ required: true, message: t("product.classify.sortRequired") }]}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
    </FormDialog>
  );
}
