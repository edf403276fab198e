/**
 * The form configs known by id (spec doc 1 §9, doc 2 §7; the original console's `formConfigIds`):
 * 84 the WeChat public-account form, 86 the seckill form. Both are platform templates, read with
 * GET form/temp/info?id=…; the merchant API has nowhere to save what they hold.
 */
export const FORM_CONFIG_IDS = [
  { id: 84, label: "systemForm.template.configs.84" },
  { id: 86, label: "systemForm.template.configs.86" },
] as const;
