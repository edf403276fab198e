import { parsePattern } from "./patterns";
import type { FieldOption, FieldScheme } from "./types";

type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** When a field's rules run (spec doc 2 §5): blur for inputs, change for choices and pickers. */
export const RULE_TRIGGERS: Readonly<Record<string, "blur" | "change">> = {
  "el-input": "blur",
  "el-input-number": "blur",
  "el-select": "change",
  "el-radio-group": "change",
  "el-checkbox-group": "change",
  "el-cascader": "change",
  "el-time-picker": "change",
  "el-date-picker": "change",
  "el-rate": "change",
};

/** A validation rule in antd's shape (plain data, so it can be tested and compared). */
export interface FieldRule {
  required?: boolean;
  type?: "array" | "string" | "number";
  pattern?: RegExp;
  message: string;
  /** `onBlur` / `onChange`; absent for tags without a trigger (antd then checks on change and submit). */
  validateTrigger?: "onBlur" | "onChange";
}

const antdTrigger = (tag: string | undefined) => {
  const trigger = tag ? RULE_TRIGGERS[tag] : undefined;
  return trigger === "blur" ? "onBlur" : trigger === "change" ? "onChange" : undefined;
};

const withTrigger = (rule: FieldRule, trigger: FieldRule["validateTrigger"]): FieldRule =>
  trigger ? { ...rule, validateTrigger: trigger } : rule;

const NUMBER_TAGS = new Set(["el-input-number", "el-rate", "el-slider"]);
const CHOICE_TAGS = new Set(["el-select", "el-radio-group"]);

/** Whether a field's value is a number: number widgets, and choices whose options are all numbers. */
function holdsNumbers(scheme: FieldScheme): boolean {
  const tag = scheme.__config__.tag ?? "";
  if (NUMBER_TAGS.has(tag)) return true;
  if (!CHOICE_TAGS.has(tag)) return false;
  const options = scheme.__slot__?.options ?? (scheme.options as FieldOption[] | undefined);
  return Array.isArray(options) && options.length > 0 && options.every((o) => typeof o.value === "number");
}

/**
 * The required rule of a field: its placeholder as the message, or '{label} cannot be empty';
 * a field whose default value is an array needs at least one entry ('please choose at least one {label}').
 */
export function requiredRule(scheme: FieldScheme, t: Translate): FieldRule {
  const config = scheme.__config__;
  const label = config.label ?? "";
  if (Array.isArray(config.defaultValue))
    return {
      required: true,
      type: "array",
      message: t("systemForm.renderer.chooseAtLeastOne", { label }),
    };
  const required: FieldRule = { required: true, message: scheme.placeholder || t("systemForm.renderer.cannotBeEmpty", { label }) };
  // antd checks an untyped rule that carries more than `required` (here its trigger) as text, so a
  // number (a number input, a choice among numbers) would never pass: such fields say "number".
  return holdsNumbers(scheme) ? { ...required, type: "number" } : required;
}

/** A field's rules: its regList patterns with their messages, then required; all on the tag's trigger. */
export function fieldRules(scheme: FieldScheme, t: Translate): FieldRule[] {
  const config = scheme.__config__;
  if (!Array.isArray(config.regList) && !config.required) return [];
  const trigger = antdTrigger(config.tag);
  const rules: FieldRule[] = [];
  for (const reg of config.regList ?? []) {
    const pattern = parsePattern(reg.pattern);
    if (pattern) rules.push(withTrigger({ pattern, message: reg.message }, trigger));
  }
  if (config.required) rules.push(withTrigger(requiredRule(scheme, t), trigger));
  return rules;
}

/** Rules of every field by its model name, children of rows included. */
export function buildRules(
  fields: readonly FieldScheme[],
  t: Translate,
  into: Record<string, FieldRule[]> = {},
): Record<string, FieldRule[]> {
  for (const scheme of fields) {
    if (scheme.__vModel__) into[scheme.__vModel__] = fieldRules(scheme, t);
    if (Array.isArray(scheme.__config__.children)) buildRules(scheme.__config__.children, t, into);
  }
  return into;
}
