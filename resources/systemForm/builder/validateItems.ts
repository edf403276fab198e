import { parsePattern } from "../../../src/widgets/formConfig/patterns";
import { CHOICE_WIDGETS } from "./catalog";
import type { BuilderItem } from "./mobileForm";

/** What stops a save: the locale key of the first problem and the component it is on. */
export interface ItemProblem {
  key: string;
  message: string;
  vars?: Record<string, unknown>;
}

/** No components at all, a component without a title, a choice without options or with a blank one, a broken pattern. */
export function validateItems(items: readonly BuilderItem[]): ItemProblem | undefined {
  if (!items.length) return { key: "", message: "systemForm.builder.empty" };
  for (const item of items) {
    const { data } = item;
    if (!data.titleConfig.val.trim()) return { key: item.key, message: "systemForm.builder.titleRequired" };
    if (CHOICE_WIDGETS.includes(data.name)) {
      const list = data.wordsConfig?.list ?? [];
      if (!list.length)
        return {
          key: item.key,
          message: "systemForm.builder.optionsRequired",
          vars: { title: data.titleConfig.val },
        };
      if (list.some((o) => !o.val.trim()))
        return {
          key: item.key,
          message: "systemForm.builder.optionBlank",
          vars: { title: data.titleConfig.val },
        };
    }
    const own = data.regConfig?.pattern.trim();
    if (own && !parsePattern(own))
      return {
        key: item.key,
        message: "systemForm.builder.badPattern",
        vars: { title: data.titleConfig.val },
      };
  }
  return undefined;
}
