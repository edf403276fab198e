import { defineEnum } from "./enumTable";

/** Category types (spec doc 1 §9). */
export const CATEGORY_TYPE = defineEnum<number>([
  { value: 1, label: "enums.categoryType.1" },
  { value: 2, label: "enums.categoryType.2" },
  { value: 3, label: "enums.categoryType.3" },
  { value: 4, label: "enums.categoryType.4" },
  { value: 5, label: "enums.categoryType.5" },
  { value: 6, label: "enums.categoryType.6" },
  { value: 7, label: "enums.categoryType.7" },
]);

/** Configuration categories (spec doc 1 §9). */
export const CONFIG_CATEGORY = defineEnum<number>([
  { value: 0, label: "enums.configCategory.0" },
  { value: 1, label: "enums.configCategory.1" },
  { value: 2, label: "enums.configCategory.2" },
  { value: 3, label: "enums.configCategory.3" },
]);

/** Where a user registered (spec doc 2 §9). */
export const REGISTER_TYPE = defineEnum<string>([
  { value: "wechat", label: "enums.registerType.wechat", color: "green" },
  { value: "routine", label: "enums.registerType.routine", color: "cyan" },
  { value: "h5", label: "enums.registerType.h5", color: "blue" },
  { value: "iosWx", label: "enums.registerType.iosWx", color: "geekblue" },
  { value: "androidWx", label: "enums.registerType.androidWx", color: "lime" },
  { value: "ios", label: "enums.registerType.ios", color: "default" },
]);

/** How a merchant was created (spec doc 2 §9). */
export const MERCHANT_CREATE_TYPE = defineEnum<string>([
  { value: "admin", label: "enums.merchantCreateType.admin" },
  { value: "apply", label: "enums.merchantCreateType.apply" },
]);

/** One-pass (yihaotong) service types (spec doc 2 §9). */
export const ONE_PASS_TYPE = defineEnum<string>([
  { value: "sms", label: "enums.onePassType.sms" },
  { value: "copy", label: "enums.onePassType.copy" },
  { value: "expr_query", label: "enums.onePassType.expr_query" },
  { value: "expr_dump", label: "enums.onePassType.expr_dump" },
]);

/** WeChat subscription-message template types (spec doc 2 §9). */
export const WECHAT_TEMPLATE_TYPE = defineEnum<number>([
  { value: 2, label: "enums.wechatTemplateType.2" },
  { value: 3, label: "enums.wechatTemplateType.3" },
]);
