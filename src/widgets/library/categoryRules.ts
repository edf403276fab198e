import type { Rule } from "antd/es/form";

type Translate = (key: string) => string;

/**
 * Rules of the category form (spec doc 2 §5): parent required and numeric (请选择上级分类),
 * not the category itself; name required and trimmed (请输入分类名称).
 */
export function categoryRules(t: Translate, currentId?: number): { pid: Rule[]; name: Rule[] } {
  return {
    pid: [
      {
        type: "number",
        required: true,
        message: t("library.category.parentRequired"),
      },
      {
        validator: (_rule, value: unknown) =>
          currentId && value === currentId ? Promise.reject(new Error(t("library.category.parentSelf"))) : Promise.resolve(),
      },
    ],
    name: [
      {
        required: true,
        whitespace: true,
        message: t("library.category.nameRequired"),
      },
    ],
  };
}

/** The name is stored trimmed (applied on submit, so spaces inside a name can be typed). */
export const normaliseCategoryName = (value: unknown) => (typeof value === "string" ? value.trim() : value);
