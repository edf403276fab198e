import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Checkbox, Input, Space } from "antd";
import { useTranslation } from "react-i18next";
import type { WordOption } from "../mobileForm";

export interface OptionsEditorProps {
  options: readonly WordOption[];
  onChange: (next: WordOption[]) => void;
  /** Radios and checkboxes mark default choices; a radio has at most one. */
  defaults?: "one" | "many";
}

/** The options of a choice component: add, rename, remove, and (radio / checkbox) default choices. */
export function OptionsEditor({ options, onChange, defaults }: OptionsEditorProps) {
  const { t } = useTranslation();
  const set = (index: number, patch: Partial<WordOption>) =>
    onChange(
      options.map((o, i) => {
        if (i === index) return { ...o, ...patch };
        // A radio keeps one default.
        if (patch.show && defaults === "one") return { ...o, show: false };
        return o;
      }),
    );
  return (
    <Space direction="vertical" style={{ width: "100%" }} data-testid="options-editor">
      {options.map((option, index) => (
        <Space.Compact key={index} style={{ width: "100%" }}>
          {defaults && (
            <Checkbox
              checked={Boolean(option.show)}
              onChange={(e) => set(index, { show: e.target.checked })}
              aria-label={t("systemForm.props.defaultChoice")}
              style={{ padding: "4px 8px" }}
            />
          )}
          <Input
            value={option.val}
            onChange={(e) => set(index, { val: e.target.value })}
            placeholder={t("systemForm.props.optionPlaceholder")}
            data-testid="option-input"
          />
          <Button
            icon={<DeleteOutlined />}
            aria-label={t("systemForm.props.removeOption")}
            onClick={() => onChange(options.filter((_, i) => i !== index))}
          />
        </Space.Compact>
      ))}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        block
        onClick={() =>
          onChange([
            ...options,
            {
              val: t("systemForm.props.newOption", { n: options.length + 1 }),
              show: false,
            },
          ])
        }
        data-testid="option-add"
      >
        {t("systemForm.props.addOption")}
      </Button>
    </Space>
  );
}
