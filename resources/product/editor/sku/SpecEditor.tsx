import { memo, useState } from "react";
import { Button, Card, Checkbox, Input, Select, Space, Tag, Typography } from "antd";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { toastWarning } from "../../../../providers/notify";
import { ImagePicker } from "../../../../src/widgets/library";
import { promptText } from "../../../../src/widgets/prompt";
import { pageList, useCachedList } from "../../../../src/widgets/pickers/useCachedList";
import { AUTH } from "../../authorities";
import { PRODUCT } from "../../endpoints";
import type { ProductRule } from "../../types";
import { applyOptionImage, renameOption, renameSpec } from "./skuMatrix";
import type { Spec, SkuRow } from "./skuModel";
import {
  addOption,
  addSpecification,
  removeOption,
  removeSpecification,
  renameOptionIn,
  renameSpecIn,
  setImageSpec,
  setOptionImage,
  specsFromRule,
} from "./specEdits";

/** A change of specifications, with how the existing SKUs follow it (renames keep their data). */
export type SpecChange = (next: Spec[], carry?: (rows: readonly SkuRow[]) => SkuRow[]) => void;

function NewOptionInput({ onAdd }: { onAdd: (value: string) => boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const add = () => {
    if (onAdd(text)) setText("");
  };
  return (
    <Space.Compact size="small">
      <Input
        size="small"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onPressEnter={add}
        placeholder={t("product.editor.spec.valuePlaceholder")}
        style={{ width: 140 }}
        data-testid="spec-new-option"
      />
      <Button size="small" onClick={add} icon={<PlusOutlined />} data-testid="spec-add-option">
        {t("product.editor.spec.addValue")}
      </Button>
    </Space.Compact>
  );
}

function TemplatePicker({ onUse }: { onUse: (rule: ProductRule) => void }) {
  const { t } = useTranslation();
  const rules = useCachedList<ProductRule>({
    resource: PRODUCT.rules,
    action: "list",
    query: { page: 1, limit: 9999 },
    authority: AUTH.ruleList,
    pick: pageList,
  });
  const [chosen, setChosen] = useState<number>();
  if (!rules.allowed) return null;
  return (
    <Space.Compact>
      <Select
        allowClear
        value={chosen}
        onChange={setChosen}
        loading={rules.loading}
        options={rules.list.map((r) => ({ value: r.id, label: r.ruleName }))}
        placeholder={t("product.editor.spec.template")}
        style={{ width: 220 }}
        onOpenChange={(open) => open && rules.refresh()}
        data-testid="spec-template"
      />
      <Button
        disabled={!chosen}
        onClick={() => {
          const rule = rules.list.find((r) => r.id === chosen);
          if (rule) onUse(rule);
        }}
        data-testid="spec-template-use"
      >
        {t("product.editor.spec.useTemplate")}
      </Button>
    </Space.Compact>
  );
}

/** The product's specifications: names, values, value pictures, from a template or typed. */
export const SpecEditor = memo(function SpecEditor({ specs, onChange, disabled }: { specs: Spec[]; onChange: SpecChange; disabled: boolean }) {
  const { t } = useTranslation();
  const [newName, setNewName] = useState("");
  const [newValue, setNewValue] = useState("");
  const warn = (key: string) => toastWarning(t(key));

  const addSpec = () => {
    const result = addSpecification(specs, newName, newValue);
    if ("error" in result) return warn(result.error);
    onChange(result.specs);
    setNewName("");
    setNewValue("");
  };

  const renameValue = async (index: number, from: string) => {
    const to = await promptText({ title: t("product.editor.spec.renameValue"), value: from });
    if (to === null || to.trim() === from) return;
    const next = renameOptionIn(specs, index, from, to);
    if (!next) return warn("product.editor.spec.valueTaken");
    const specName = specs[index].name;
    onChange(next, (rows) => renameOption(rows, specName, from, to.trim()));
  };

  return (
    <Space direction="vertical" size={12} style={{ width: "100%" }} data-testid="spec-editor">
      {!disabled && <TemplatePicker onUse={(rule) => onChange(specsFromRule(rule.ruleValue, specs))} />}
      {specs.map((spec, index) => (
        <Card
          key={spec.name}
          size="small"
          data-testid={`spec-${index}`}
          title={
            disabled ? (
              spec.name
            ) : (
              <Input
                defaultValue={spec.name}
                variant="borderless"
                style={{ fontWeight: 600, maxWidth: 240 }}
                onBlur={(e) => {
                  const to = e.target.value.trim();
                  if (to === spec.name) return;
                  const next = renameSpecIn(specs, index, to);
                  if (!next) {
                    e.target.value = spec.name;
                    return warn("product.editor.spec.nameTaken");
                  }
                  onChange(next, (rows) => renameSpec(rows, spec.name, to));
                }}
                data-testid={`spec-name-${index}`}
              />
            )
          }
          extra={
            !disabled && (
              <Space>
                <Checkbox checked={spec.withImage} onChange={(e) => onChange(setImageSpec(specs, index, e.target.checked))}>
                  {t("product.editor.spec.withImage")}
                </Checkbox>
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => onChange(removeSpecification(specs, index))}
                  aria-label={t("product.common.delete")}
                />
              </Space>
            )
          }
        >
          <Space size={[8, 8]} wrap align="start">
            {spec.options.map((option) => (
              <Space key={option.name} direction="vertical" size={4} align="center">
                <Tag
                  closable={!disabled}
                  onClose={(e) => {
                    e.preventDefault();
                    onChange(removeOption(specs, index, option.name));
                  }}
                  onClick={() => !disabled && void renameValue(index, option.name)}
                  style={{ cursor: disabled ? "default" : "pointer", marginInlineEnd: 0 }}
                  data-testid={`spec-${index}-value`}
                >
                  {option.name}
                </Tag>
                {spec.withImage && (
                  <ImagePicker
                    size={48}
                    disabled={disabled}
                    value={option.image}
                    onChange={(v) => {
                      const image = String(v ?? "");
                      onChange(setOptionImage(specs, index, option.name, image), (rows) => applyOptionImage(rows, spec.name, option.name, image));
                    }}
                  />
                )}
              </Space>
            ))}
            {!disabled && (
              <NewOptionInput
                onAdd={(value) => {
                  const result = addOption(specs, index, value);
                  if ("error" in result) {
                    warn(result.error);
                    return false;
                  }
                  onChange(result.specs);
                  return true;
                }}
              />
            )}
          </Space>
        </Card>
      ))}
      {!disabled && (
        <Space wrap>
          <Input
            value={newName}
            onChange={(e) => setNewName(e.target.value)}
            placeholder={t("product.editor.spec.namePlaceholder")}
            style={{ width: 180 }}
            data-testid="spec-new-name"
          />
          <Input
            value={newValue}
            onChange={(e) => setNewValue(e.target.value)}
            onPressEnter={addSpec}
            placeholder={t("product.editor.spec.valuePlaceholder")}
            style={{ width: 180 }}
            data-testid="spec-new-value"
          />
          <Button type="dashed" icon={<PlusOutlined />} onClick={addSpec} data-testid="spec-add">
            {t("product.editor.spec.add")}
          </Button>
        </Space>
      )}
      {specs.length === 0 && <Typography.Text type="secondary">{t("product.editor.spec.empty")}</Typography.Text>}
    </Space>
  );
});
