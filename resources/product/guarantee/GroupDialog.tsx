import { Checkbox, Form, Input, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../src/widgets/FormDialog";
import { PRODUCT } from "../endpoints";
import { useRunAction } from "../../../src/widgets/useRunAction";
import type { Guarantee, GuaranteeGroup } from "../types";
import { requiredText } from "../../../src/widgets/textRules";

interface Values {
  name: string;
  gids: number[];
}

/** A guarantee group: a name and the platform guarantees it holds. */
export function GroupDialog({
  group,
  guarantees,
  onClose,
  onDone,
}: {
  group?: GuaranteeGroup;
  guarantees: readonly Guarantee[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { run } = useRunAction();
  const initial: Values = { name: group?.name ?? "", gids: group?.guaranteeList.map((g) => g.gid) ?? [] };
  const submit = async (values: Values) => {
    const body = { name: values.name.trim(), gids: values.gids.join(",") };
    if (group) await run(PRODUCT.groups, "update", { ...body, id: group.id }, t("product.common.saved"));
    else await run(PRODUCT.groups, "create", body, t("product.common.created"));
    onDone();
  };
  return (
    <FormDialog
      title={t(group ? "product.guarantee.edit" : "product.guarantee.add")}
      form={form}
      width={600}
      initialValues={initial}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item
        name="name"
        label={t("product.guarantee.name")}
        rules={requiredText(t("product.guarantee.nameRequired"), 32, t("product.editor.rules.maxLength", { max: 32 }))}
      >
        <Input maxLength={32} showCount data-testid="group-name" />
      </Form.Item>
      <Form.Item
        name="gids"
        label={t("product.guarantee.items")}
        rules={[{ required: true, type: "array", min: 1, message: t("product.guarantee.itemsRequired") }]}
      >
        <Checkbox.Group style={{ width: "100%" }}>
          <Space direction="vertical">
            {guarantees.map((g) => (
              <Checkbox key={g.id} value={g.id} data-testid={`group-gid-${g.id}`}>
                <Typography.Text strong>{g.name}</Typography.Text>
                {g.content && (
                  <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
                    {g.content}
                  </Typography.Text>
                )}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      </Form.Item>
    </FormDialog>
  );
}
