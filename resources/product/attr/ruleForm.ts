import type { RuleSpec } from "../types";

/**
 * The specification-template form of spec doc 2 §5, as pure functions: each returns the
 * new specifications or the locale key of the warning to show.
 */
export const RULE_NAME_MAX = 20;
export const RULE_CLOSE_DELAY_MS = 1200;

export const RULE_ERRORS = {
  nameRequired: "product.rule.errors.nameRequired",
  nameTooLong: "product.rule.errors.nameTooLong",
  specRequired: "product.rule.errors.specRequired",
  valueRequired: "product.rule.errors.valueRequired",
  atLeastOne: "product.rule.errors.atLeastOne",
} as const;

export type RuleResult = { specs: RuleSpec[] } | { error: string };

const unique = (values: readonly string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

/** A rule name error, or undefined (trimmed, required, at most 20 characters). */
export function ruleNameError(name: string | undefined): string | undefined {
  const trimmed = (name ?? "").trim();
  if (!trimmed) return RULE_ERRORS.nameRequired;
  if ([...trimmed].length > RULE_NAME_MAX) return RULE_ERRORS.nameTooLong;
  return undefined;
}

/** A new specification needs a name and a value; an existing name takes the value instead of a duplicate. */
export function addSpec(specs: readonly RuleSpec[], name: string, value: string): RuleResult {
  const specName = name.trim();
  const specValue = value.trim();
  if (!specName || !specValue) return { error: RULE_ERRORS.specRequired };
  const at = specs.findIndex((s) => s.value === specName);
  if (at >= 0) return addValue(specs, at, specValue);
  return { specs: [...specs, { value: specName, detail: [specValue] }] };
}

/** A new value must not be empty; a duplicate value is dropped. */
export function addValue(specs: readonly RuleSpec[], index: number, value: string): RuleResult {
  const specValue = value.trim();
  if (!specValue) return { error: RULE_ERRORS.valueRequired };
  return { specs: specs.map((s, i) => (i === index ? { ...s, detail: unique([...s.detail, specValue]) } : s)) };
}

export const removeSpec = (specs: readonly RuleSpec[], index: number): RuleSpec[] => specs.filter((_, i) => i !== index);

export const removeValue = (specs: readonly RuleSpec[], index: number, value: string): RuleSpec[] =>
  specs.map((s, i) => (i === index ? { ...s, detail: s.detail.filter((d) => d !== value) } : s));

/** Duplicate names and values dropped, empty specifications left out. */
export function normaliseSpecs(specs: readonly RuleSpec[]): RuleSpec[] {
  const seen = new Set<string>();
  const out: RuleSpec[] = [];
  for (const spec of specs) {
    const name = spec.value.trim();
    const detail = unique(spec.detail);
    if (!name || detail.length === 0 || seen.has(name)) continue;
    seen.add(name);
    out.push({ value: name, detail });
  }
  return out;
}

/** The save body: trimmed name and `ruleValue` as the JSON string of `[{value, detail}]`. */
export function ruleBody(name: string, specs: readonly RuleSpec[]): { ruleName: string; ruleValue: string } | { error: string } {
  const nameError = ruleNameError(name);
  if (nameError) return { error: nameError };
  const clean = normaliseSpecs(specs);
  if (clean.length === 0) return { error: RULE_ERRORS.atLeastOne };
  return { ruleName: name.trim(), ruleValue: JSON.stringify(clean) };
}

/** A stored `ruleValue` (tolerating the backend's documented `{title, detail}` spelling). */
export function parseRuleValue(ruleValue: string | null | undefined): RuleSpec[] {
  try {
    const parsed: unknown = JSON.parse(ruleValue || "[]");
    if (!Array.isArray(parsed)) return [];
    return normaliseSpecs(
      parsed.map((item: { value?: unknown; title?: unknown; detail?: unknown }) => ({
        value: String(item?.value ?? item?.title ?? ""),
        detail: Array.isArray(item?.detail)
          ? item.detail.map((d: unknown) => String(typeof d === "object" && d && "value" in d ? (d as { value: unknown }).value : d))
          : [],
      })),
    );
  } catch {
    return [];
  }
}
