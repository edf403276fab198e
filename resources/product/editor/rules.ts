import type { Rule } from "antd/es/form";
import { INTRO_MAX, NAME_MAX, UNIT_MAX } from "./formModel";

type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** The editor's field rules with the original console's messages (contract §3.1 limits). */
export function editorRules(t: Translate) {
  const required = (key: string, extra: Rule = {}): Rule => ({ required: true, message: t(`product.editor.rules.${key}`), ...extra });
  const max = (n: number): Rule => ({ max: n, message: t("product.editor.rules.maxLength", { max: n }) });
  return {
    name: [required("name", { whitespace: true }), max(NAME_MAX)],
    intro: [required("intro", { whitespace: true }), max(INTRO_MAX)],
    unitName: [required("unitName", { whitespace: true }), max(UNIT_MAX)],
    cateIds: [required("cateIds", { type: "array", min: 1 })],
    categoryId: [required("categoryId")],
    brandId: [required("brandId")],
    image: [required("image")],
    sliderImages: [required("sliderImages", { type: "array", min: 1 })],
    tempId: [required("tempId")],
    deliveryMethods: [required("deliveryMethods", { type: "array", min: 1 })],
  } satisfies Record<string, Rule[]>;
}
