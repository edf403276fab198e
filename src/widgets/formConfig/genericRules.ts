import { NUMBER_PATTERN } from "../validators";
import type { FieldRule } from "./rules";

type Translate = (key: string, vars?: Record<string, unknown>) => string;

/**
 * The generic rule helpers of spec doc 2 §5, with their messages: required (请输入%s), min,
 * max, exact and range length, pattern (%s格式错误) and the money-like number (%s格式不正确).
 */
export function genericRules(t: Translate) {
  return {
    required: (label: string, message?: string): FieldRule => ({
      required: true,
      message: message ?? t("systemForm.rules.required", { label }),
    }),
    min: (label: string, min: number) => ({
      type: "string" as const,
      min,
      message: t("systemForm.rules.min", { label, min }),
    }),
    max: (label: string, max: number) => ({
      type: "string" as const,
      max,
      message: t("systemForm.rules.max", { label, max }),
    }),
    length: (label: string, len: number) => ({
      type: "string" as const,
      len,
      message: t("systemForm.rules.length", { label, len }),
    }),
    range: (label: string, min: number, max: number) => ({
      type: "string" as const,
      min,
      max,
      message: t("systemForm.rules.range", { label, min, max }),
    }),
    pattern: (label: string, pattern: RegExp): FieldRule => ({
      pattern,
      message: t("systemForm.rules.pattern", { label }),
    }),
    number: (label: string): FieldRule => ({
      pattern: NUMBER_PATTERN,
      message: t("systemForm.rules.number", { label }),
    }),
  };
}

/** antd's fallback messages for rules without one, from the same texts (`${label}` is antd's placeholder). */
export function validateMessages(t: Translate) {
  const label = "${label}";
  return {
    required: t("systemForm.rules.required", { label }),
    string: {
      min: t("systemForm.rules.min", { label, min: "${min}" }),
      max: t("systemForm.rules.max", { label, max: "${max}" }),
      len: t("systemForm.rules.length", { label, len: "${len}" }),
      range: t("systemForm.rules.range", {
        label,
        min: "${min}",
        max: "${max}",
      }),
    },
    pattern: { mismatch: t("systemForm.rules.pattern", { label }) },
  };
}
