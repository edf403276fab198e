/** The small property controls every panel is built from: text, number slider, choice, switch, checks. */
import { Checkbox, Input, InputNumber, Radio, Slider, Switch } from "antd";
import { PropRow } from "./PropRow";

export function TextProp(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  max?: number;
  placeholder?: string;
  testId?: string;
}) {
  return (
    <PropRow label={props.label}>
      <Input
        value={props.value}
        maxLength={props.max}
        showCount={!!props.max}
        placeholder={props.placeholder}
        onChange={(e) => props.onChange(e.target.value)}
        data-testid={props.testId}
      />
    </PropRow>
  );
}

export function SliderProp(props: {
  label: string;
  value: number;
  onChange: (v: number) => void;
  min?: number;
  max: number;
  testId?: string;
}) {
  const min = props.min ?? 0;
  const clamp = (v: number | null) =>
    Math.min(props.max, Math.max(min, Math.round(v ?? min)));
  return (
    <PropRow label={props.label}>
      <div
        style={{ display: "flex", alignItems: "center", gap: 12 }}
        data-testid={props.testId}
      >
        <Slider
          style={{ flex: 1 }}
          min={min}
          max={props.max}
          value={props.value}
          onChange={(v) => props.onChange(clamp(v))}
        />
        <InputNumber
          size="small"
          min={min}
          max={props.max}
          value={props.value}
          onChange={(v) => props.onChange(clamp(v))}
          style={{ width: 64 }}
        />
      </div>
    </PropRow>
  );
}

export interface ChoiceOption {
  value: number;
  label: string;
}

export function ChoiceProp(props: {
  label: string;
  value: number;
  options: ChoiceOption[];
  onChange: (v: number) => void;
  testId?: string;
}) {
  return (
    <PropRow label={props.label}>
      <Radio.Group
        size="small"
        optionType="button"
        buttonStyle="solid"
        value={props.value}
        options={props.options}
        onChange={(e) => props.onChange(Number(e.target.value))}
        data-testid={props.testId}
      />
    </PropRow>
  );
}

export function SwitchProp(props: {
  label: string;
  value: boolean;
  onChange: (v: boolean) => void;
  testId?: string;
}) {
  return (
    <PropRow label={props.label}>
      <Switch
        checked={props.value}
        onChange={props.onChange}
        data-testid={props.testId}
      />
    </PropRow>
  );
}

export function ChecksProp(props: {
  label: string;
  value: number[];
  options: ChoiceOption[];
  onChange: (v: number[]) => void;
}) {
  return (
    <PropRow label={props.label}>
      <Checkbox.Group
        value={props.value}
        options={props.options}
        onChange={(v) => props.onChange([...v].map(Number).sort())}
      />
    </PropRow>
  );
}
