import { useState } from "react";
import { Button, Card, Form, Input, Modal, Space, Tag } from "antd";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { toastSuccess, toastWarning } from "../../../providers/notify";
import { PRODUCT } from "../endpoints";
import { useRunAction } from "../../../src/widgets/useRunAction";
import type { ProductRule, RuleSpec } from "../types";
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

function AddValue({ onAdd }: { onAdd: (value: string) => boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const add = () => onAdd(text) && setText("");
  return (
    <Space.Compact size="small">
      <Input
        size="small"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onPressEnter={add}
        placeholder={t("product.rule.valuePlaceholder")}
        style={{ width: 150 }}
        data-testid="rule-value-input"
      />
      <Button size="small" icon={<PlusOutlined />} onClick={add} data-testid="rule-value-add">
        {t("product.rule.addValue")}
      </Button>
    </Space.Compact>
  );
}

/**
 * The specification-template form (spec doc 2 §5): a trimmed name of at most 20 characters and
 * specifications with values; 提交成功, then the dialog closes after 1200 ms.
 */
export function RuleFormDialog({ rule, onClose, onDone }: { rule?: ProductRule; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ ruleName: string }>();
  const [specs, setSpecs] = useState<RuleSpec[]>(() => parseRuleValue(rule?.ruleValue));
  const [newName, setNewName] = useState("");
  const [newValue, setNewValue] = useState("");
  const [busy, setBusy] = useState(false);
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
    setBusy(true);
    try {
      await run(PRODUCT.rules, rule ? "update" : "create", rule ? { ...body, id: rule.id } : body);
      toastSuccess(t("product.rule.submitted"));
      setTimeout(onDone, RULE_CLOSE_DELAY_MS);
    } catch {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      width={720}
      title={t(rule ? "product.rule.edit" : "product.rule.add")}
      onCancel={onClose}
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t("product.common.cancel")}
        </Button>,
        <Button key="ok" type="primary" loading={busy} onClick={() => form.submit()} data-testid="rule-submit">
          {t("product.common.submit")}
        </Button>,
      ]}
      destroyOnHidden
    >
      <Form form={form} initialValues={{ ruleName: rule?.ruleName ?? "" }} labelCol={{ flex: "100px" }} onFinish={(v) => void submit(v)}>
        <Form.Item
          name="ruleName"
          label={t("product.rule.name")}
          required
          rules={[
            {
              validator: (_, value: string) =>
                ruleNameError(value) ? Promise.reject(new Error(t(ruleNameError(value)!, { max: RULE_NAME_MAX }))) : Promise.resolve(),
            },
          ]}
        >
          <Input maxLength={RULE_NAME_MAX} showCount placeholder={t("product.rule.namePlaceholder")} data-testid="rule-name" />
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
                  <AddValue onAdd={(value) => apply(addValue(specs, index, value))} />
                </Space>
              </Card>
            ))}
            <Space wrap>
              <Input
                value={newName}
                onChange={(e) => setNewName(e.target.value)}
                placeholder={t("product.rule.specPlaceholder")}
                style={{ width: 180 }}
                data-testid="rule-spec-name"
              />
              <Input
                value={newValue}
                onChange={(e) => setNewValue(e.target.value)}
                placeholder={t("product.rule.valuePlaceholder")}
                style={{ width: 180 }}
                data-testid="rule-spec-value"
              />
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => {
                  if (apply(addSpec(specs, newName, newValue))) {
                    setNewName("");
                    setNewValue("");
                  }
                }}
                data-testid="rule-spec-add"
              >
                {t("product.rule.addSpec")}
              </Button>
            </Space>
          </Space>
        </Form.Item>
      </Form>
    </Modal>
  );
}
