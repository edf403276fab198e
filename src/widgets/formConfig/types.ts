/**
 * A form-generator configuration (the `content` of a form template, contract §3.18):
 * `fields[]` with `__config__`, `__vModel__`, `__slot__`, and form-level settings.
 */
export interface RegRule {
  /** A regular expression written as `/body/flags`. */
  pattern: string;
  message: string;
}

export interface FieldOption {
  label: string;
  value: string | number | boolean;
  children?: FieldOption[];
  disabled?: boolean;
}

export interface FieldConfig {
  label?: string;
  tag?: string;
  tagIcon?: string;
  /** `colFormItem` (a field) or `rowFormItem` (a row of children). */
  layout?: string;
  required?: boolean;
  regList?: RegRule[];
  span?: number;
  labelWidth?: number | null;
  showLabel?: boolean;
  defaultValue?: unknown;
  children?: FieldScheme[];
  tips?: boolean;
  tipsDesc?: string;
  tipsIsLink?: boolean;
  tipsLink?: string;
  optionType?: "default" | "button";
  border?: boolean;
  [key: string]: unknown;
}

export interface FieldScheme {
  __config__: FieldConfig;
  __vModel__?: string;
  __slot__?: {
    options?: FieldOption[];
    prepend?: string;
    append?: string;
    [key: string]: unknown;
  };
  placeholder?: string;
  disabled?: boolean;
  clearable?: boolean;
  /** Row layout: `flex` rows carry justify / align; rows also carry span and gutter. */
  type?: string;
  justify?: string;
  align?: string;
  span?: number;
  gutter?: number;
  [key: string]: unknown;
}

export interface FormConf {
  fields: FieldScheme[];
  formRef?: string;
  formModel?: string;
  /** Element sizes: `medium`, `small`, `mini`. */
  size?: string;
  /** `right`, `left` or `top`. */
  labelPosition?: string;
  labelWidth?: number;
  formRules?: string;
  gutter?: number;
  disabled?: boolean;
  span?: number;
  /** Show the submit (and reset) buttons. */
  formBtns?: boolean;
}

export type FormValues = Record<string, unknown>;
