import { addSpec, addValue, parseRuleValue, type RuleResult } from "../../attr/ruleForm";
import type { RuleSpec } from "../../types";
import type { Spec } from "./skuModel";

/**
 * Editing the product's specifications follows the template form's rules (spec doc 2 §5:
 * 请添加规格名称, 请添加属性, duplicates dropped): these adapt `attr/ruleForm` to specifications
 * that also carry ids and pictures.
 */
const toRule = (specs: readonly Spec[]): RuleSpec[] => specs.map((s) => ({ value: s.name, detail: s.options.map((o) => o.name) }));

/** Rule specs back to specifications, keeping ids, picture flags and pictures by name. */
export function fromRule(rule: readonly RuleSpec[], previous: readonly Spec[]): Spec[] {
  return rule.map((r) => {
    const old = previous.find((s) => s.name === r.value);
    return {
      ...(old?.id ? { id: old.id } : {}),
      name: r.value,
      withImage: old?.withImage ?? false,
      options: r.detail.map((name) => old?.options.find((o) => o.name === name) ?? { name, image: "" }),
    };
  });
}

type SpecResult = { specs: Spec[] } | { error: string };
const lift = (result: RuleResult, previous: readonly Spec[]): SpecResult => ("error" in result ? result : { specs: fromRule(result.specs, previous) });

export const addSpecification = (specs: readonly Spec[], name: string, value: string): SpecResult => lift(addSpec(toRule(specs), name, value), specs);

export const addOption = (specs: readonly Spec[], index: number, value: string): SpecResult => lift(addValue(toRule(specs), index, value), specs);

export const removeSpecification = (specs: readonly Spec[], index: number): Spec[] => specs.filter((_, i) => i !== index);

export const removeOption = (specs: readonly Spec[], index: number, option: string): Spec[] =>
  specs.map((s, i) => (i === index ? { ...s, options: s.options.filter((o) => o.name !== option) } : s));

/** Renames a value; refused (undefined) when empty or already a value of that specification. */
export function renameOptionIn(specs: readonly Spec[], index: number, from: string, to: string): Spec[] | undefined {
  const name = to.trim();
  const spec = specs[index];
  if (!name || !spec || spec.options.some((o) => o.name === name)) return undefined;
  return specs.map((s, i) => (i === index ? { ...s, options: s.options.map((o) => (o.name === from ? { ...o, name } : o)) } : s));
}

/** Renames a specification; refused when empty or taken. */
export function renameSpecIn(specs: readonly Spec[], index: number, to: string): Spec[] | undefined {
  const name = to.trim();
  if (!name || specs.some((s, i) => i !== index && s.name === name)) return undefined;
  return specs.map((s, i) => (i === index ? { ...s, name } : s));
}

/** Only one specification carries pictures. */
export const setImageSpec = (specs: readonly Spec[], index: number, on: boolean): Spec[] => specs.map((s, i) => ({ ...s, withImage: on && i === index }));

export const setOptionImage = (specs: readonly Spec[], index: number, option: string, image: string): Spec[] =>
  specs.map((s, i) => (i === index ? { ...s, options: s.options.map((o) => (o.name === option ? { ...o, image } : o)) } : s));

/** A specification template (`ProductRule.ruleValue`) as the product's specifications. */
export const specsFromRule = (ruleValue: string, previous: readonly Spec[] = []): Spec[] => fromRule(parseRuleValue(ruleValue), previous);

/** Pictures required by a picture-carrying specification that are still missing. */
export const missingOptionImage = (specs: readonly Spec[]) => specs.some((s) => s.withImage && s.options.some((o) => !o.image));
