import { memo, useState } from "react";
import {
  Button,
  Card,
  Checkbox,
  Input,
  Select,
  Space,
  Tag,
  Typography,
} from "antd";
import { DeleteOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { toastWarning } from "../../../../providers/notify";
import { ImagePicker } from "../../../../src/widgets/library";
import { promptText } from "../../../../src/widgets/prompt";
import {
  pageList,
  useCachedList,
} from "../../../../src/widgets/pickers/useCachedList";
import { AUTH } from "../../area";
import { PRODUCT } from "../../endpoints";
import type { ProductRule } from "../../types";
import { AddValueInput, NewSpecInputs } from "../../shared/SpecInputs";
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
export type SpecChange = (
  next: Spec[],
  carry?: (rows: readonly SkuRow[]) => SkuRow[],
) => void;

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
export const SpecEditor = memo(function SpecEditor({
  specs,
  onChange,
  disabled,
}: {
  specs: Spec[];
  onChange: SpecChange;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const warn = (key: string) => toastWarning(t(key));

  const addSpec = (name: string, value: string) => {
    const result = addSpecification(specs, name, value);
    if ("error" in result) {
      warn(result.error);
      return false;
    }
    onChange(result.specs);
    return true;
  };

  const renameValue = async (index: number, from: string) => {
    const to = await promptText({
      title: t("product.editor.spec.renameValue"),
      value: from,
    });
    if (to === null || to.trim() === from) return;
    const next = renameOptionIn(specs, index, from, to);
    if (!next) return warn("product.editor.spec.valueTaken");
    const specName = specs[index].name;
    onChange(next, (rows) => renameOption(rows, specName, from, to.trim()));
  };

  return (
    <Space
      direction="vertical"
      size={12}
      style={{ width: "100%" }}
      data-testid="spec-editor"
    >
      {!disabled && (
        <TemplatePicker
          onUse={(rule) => onChange(specsFromRule(rule.ruleValue, specs))}
        />
      )}
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
                <Checkbox
                  checked={spec.withImage}
                  onChange={(e) =>
                    onChange(setImageSpec(specs, index, e.target.checked))
                  }
                >
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
              <Space
                key={option.name}
                direction="vertical"
                size={4}
                align="center"
              >
                <Tag
                  closable={!disabled}
                  onClose={(e) => {
                    e.preventDefault();
                    onChange(removeOption(specs, index, option.name));
                  }}
                  onClick={() =>
                    !disabled && void renameValue(index, option.name)
                  }
                  style={{
                    cursor: disabled ? "default" : "pointer",
                    marginInlineEnd: 0,
                  }}
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
                      onChange(
                        setOptionImage(specs, index, option.name, image),
                        (rows) =>
                          applyOptionImage(rows, spec.name, option.name, image),
                      );
                    }}
                  />
                )}
              </Space>
            ))}
            {!disabled && (
              <AddValueInput
                placeholder={t("product.editor.spec.valuePlaceholder")}
                addLabel={t("product.editor.spec.addValue")}
                width={140}
                testIds={{ input: "spec-new-option", add: "spec-add-option" }}
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
        <NewSpecInputs
          onAdd={addSpec}
          namePlaceholder={t("product.editor.spec.namePlaceholder")}
          placeholder={t("product.editor.spec.valuePlaceholder")}
          addLabel={t("product.editor.spec.add")}
          testIds={{
            name: "spec-new-name",
            value: "spec-new-value",
            add: "spec-add",
          }}
        />
      )}
      {specs.length === 0 && (
        <Typography.Text type="secondary">
          {t("product.editor.spec.empty")}
        </Typography.Text>
      )}
    </Space>
  );
});
