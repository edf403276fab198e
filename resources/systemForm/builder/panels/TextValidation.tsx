import { Form, Input, Radio } from "antd";
import { useTranslation } from "react-i18next";
import { TEXT_KINDS } from "../catalog";
import type { RegConfig } from "../mobileForm";

export interface TextValidationProps {
  kind: number;
  reg: RegConfig;
  onKindChange: (kind: number) => void;
  onRegChange: (reg: RegConfig) => void;
}

/** A text's content kind (text, phone, id card, email, number) and its own pattern with its message. */
export function TextValidation({ kind, reg, onKindChange, onRegChange }: TextValidationProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item label={t("systemForm.props.content")}>
        <Radio.Group
          value={kind}
          onChange={(e) => onKindChange(e.target.value as number)}
          options={TEXT_KINDS.map((k, i) => ({
            value: i,
            label: t(`systemForm.textKinds.${k}`),
          }))}
        />
      </Form.Item>
      <Form.Item label={t("systemForm.props.pattern")} extra={t("systemForm.props.patternHint")}>
        <Input
          value={reg.pattern}
          onChange={(e) => onRegChange({ ...reg, pattern: e.target.value })}
          placeholder="/^[A-Z]{2}\d{4}$/"
          data-testid="prop-pattern"
        />
      </Form.Item>
      <Form.Item label={t("systemForm.props.patternMessage")}>
        <Input
          value={reg.message}
          onChange={(e) => onRegChange({ ...reg, message: e.target.value })}
          placeholder={t("systemForm.props.patternMessagePlaceholder")}
          data-testid="prop-pattern-message"
        />
      </Form.Item>
    </>
  );
}
