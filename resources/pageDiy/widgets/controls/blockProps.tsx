/**
 * Controls bound to one configuration block of the original's format. Each edits the block's
 * value (`val`, `tabVal`, `activeValue`, `url`) and hands back the whole block, so the labels,
 * bounds and keys this designer does not use stay as they were.
 */
import type { Extra } from "../../../../server/shared/pageDiy/blocks";
import {
  ChecksProp,
  ChoiceProp,
  SliderProp,
  TextProp,
  type ChoiceOption,
} from "./simpleProps";
import { ImageProp } from "./ImageProp";

/** A number the block itself may bound (`min`/`max` as the original stores them). */
const bound = (block: object, key: "min" | "max") => {
  const value = (block as Extra)[key];
  return typeof value === "number" ? value : undefined;
};

export function ValSlider<B extends { val: number }>(props: {
  label: string;
  value: B;
  onChange: (block: B) => void;
  min?: number;
  max?: number;
  testId?: string;
}) {
  return (
    <SliderProp
      label={props.label}
      min={props.min ?? bound(props.value, "min") ?? 0}
      max={props.max ?? bound(props.value, "max") ?? 100}
      value={props.value.val}
      onChange={(val) => props.onChange({ ...props.value, val })}
      testId={props.testId}
    />
  );
}

export function ValText<B extends { val: string }>(props: {
  label: string;
  value: B;
  onChange: (block: B) => void;
  max?: number;
  placeholder?: string;
  testId?: string;
}) {
  return (
    <TextProp
      label={props.label}
      max={props.max ?? bound(props.value, "max")}
      placeholder={props.placeholder}
      value={props.value.val}
      onChange={(val) => props.onChange({ ...props.value, val })}
      testId={props.testId}
    />
  );
}

export function TabChoice<B extends { tabVal: number }>(props: {
  label: string;
  value: B;
  onChange: (block: B) => void;
  options: ChoiceOption[];
  testId?: string;
}) {
  return (
    <ChoiceProp
      label={props.label}
      value={props.value.tabVal}
      options={props.options}
      onChange={(tabVal) => props.onChange({ ...props.value, tabVal })}
      testId={props.testId}
    />
  );
}

export function FactChecks<B extends { activeValue: number[] }>(props: {
  label: string;
  value: B;
  onChange: (block: B) => void;
  options: ChoiceOption[];
}) {
  return (
    <ChecksProp
      label={props.label}
      value={props.value.activeValue}
      options={props.options}
      onChange={(activeValue) =>
        props.onChange({ ...props.value, activeValue })
      }
    />
  );
}

export function UrlPicture<B extends { url: string }>(props: {
  label: string;
  value: B;
  onChange: (block: B) => void;
}) {
  return (
    <ImageProp
      label={props.label}
      value={props.value.url}
      onChange={(url) => props.onChange({ ...props.value, url })}
    />
  );
}

/** `bind("upConfig")` → `{ value, onChange }` for a control editing that block of `config`. */
export const binder =
  <C extends object>(config: C, onChange: (next: C) => void) =>
  <K extends keyof C>(key: K) => ({
    value: config[key],
    onChange: (value: C[K]) => onChange({ ...config, [key]: value }),
  });

/** Labels as choice options `0…n-1`. */
export const optionsOf = (labels: string[]): ChoiceOption[] =>
  labels.map((label, value) => ({ value, label }));
