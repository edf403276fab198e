import { useState } from "react";
import { Button, Card, Form, Input, Space, Tag } from "antd";
import { DeleteOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { toastSuccess, toastWarning } from "../../../providers/notify";
import { PRODUCT } from "../endpoints";
import { FormDialog } from "../../../src/widgets/FormDialog";
import { useRunAction } from "../../../src/widgets/useRunAction";
import type { ProductRule, RuleSpec } from "../types";
import { AddValueInput, NewSpecInputs } from "../shared/SpecInputs";
import {
  addSpec,
  addValue,
  parseRuleValue,
  removeSpec,
  removeValue,
  RULE_CLOSE_DELAY_MS,
  RULE_NAME_MAX,
  ruleBody,
  ruleNameError,
  type RuleResult,
} from "./ruleForm";

/**
 * The specification-template form (spec doc 2 §5): a trimmed name of at most 20 characters and
 * specifications with values; 提交成功, then the dialog closes after 1200 ms.
 */
export function RuleFormDialog({
  rule,
  onClose,
  onDone,
}: {
  rule?: ProductRule;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ ruleName: string }>();
  const [specs, setSpecs] = useState<RuleSpec[]>(() =>
    parseRuleValue(rule?.ruleValue),
  );
  const { run } = useRunAction();

  const apply = (result: RuleResult) => {
    if ("error" in result) {
      toastWarning(t(result.error));
      return false;
    }
    setSpecs(result.specs);
    return true;
  };

  const submit = async ({ ruleName }: { ruleName: string }) => {
    const body = ruleBody(ruleName, specs);
    if ("error" in body) return toastWarning(t(body.error));
    await run(
      PRODUCT.rules,
      rule ? "update" : "create",
      rule ? { ...body, id: rule.id } : body,
    );
    toastSuccess(t("product.rule.submitted"));
    // Busy until it closes, so the template is not sent twice meanwhile.
    await new Promise((resolve) => setTimeout(resolve, RULE_CLOSE_DELAY_MS));
    onDone();
  };

  return (
    <FormDialog
      title={t(rule ? "product.rule.edit" : "product.rule.add")}
      form={form}
      width={720}
      labelWidth="100px"
      okText={t("product.common.submit")}
      okTestId="rule-submit"
      keepOnMaskClick
      initialValues={{ ruleName: rule?.ruleName ?? "" }}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item
        name="ruleName"
        label={t("product.rule.name")}
        required
        rules={[
          {
            validator: (_, value: string) =>
              ruleNameError(value)
                ? Promise.reject(
                    new Error(
                      t(ruleNameError(value)!, { max: RULE_NAME_MAX }),
                    ),
                  )
                : Promise.resolve(),
          },
        ]}
      >
        <Input
          maxLength={RULE_NAME_MAX}
          showCount
          placeholder={t("product.rule.namePlaceholder")}
          data-testid="rule-name"
        />
      </Form.Item>
      <Form.Item label={t("product.rule.specs")}>
        <Space direction="vertical" style={{ width: "100%" }}>
          {specs.map((spec, index) => (
            <Card
              key={spec.value}
              size="small"
              title={spec.value}
              extra={
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => setSpecs(removeSpec(specs, index))}
                  aria-label={t("product.common.delete")}
                />
              }
              data-testid={`rule-spec-${index}`}
            >
              <Space wrap>
                {spec.detail.map((value) => (
                  <Tag
                    key={value}
                    closable
                    onClose={(e) => {
                      e.preventDefault();
                      setSpecs(removeValue(specs, index, value));
                    }}
                  >
                    {value}
                  </Tag>
                ))}
                <AddValueInput
                  onAdd={(value) => apply(addValue(specs, index, value))}
                  placeholder={t("product.rule.valuePlaceholder")}
                  addLabel={t("product.rule.addValue")}
                  width={150}
                  testIds={{
                    input: "rule-value-input",
                    add: "rule-value-add",
                  }}
                />
              </Space>
            </Card>
          ))}
          <NewSpecInputs
            onAdd={(name, value) => apply(addSpec(specs, name, value))}
            namePlaceholder={t("product.rule.specPlaceholder")}
            placeholder={t("product.rule.valuePlaceholder")}
            addLabel={t("product.rule.addSpec")}
            testIds={{
              name: "rule-spec-name",
              value: "rule-spec-value",
              add: "rule-spec-add",
            }}
          />
        </Space>
      </Form.Item>
    </FormDialog>
  );
}
