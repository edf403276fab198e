import dayjs from "dayjs";
import { NUMBER_PATTERN } from "../../../src/widgets/validators";
import type { FieldScheme, FormConf, RegRule } from "../../../src/widgets/formConfig/types";
import { isMomentConfig, type BuilderItem, type MobileItem } from "./mobileForm";

type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** Patterns of the text kinds (1 phone, 2 id card, 3 email, 4 number) and their message keys. */
export const TEXT_KIND_RULES: Record<number, { pattern: string; message: string }> = {
  1: { pattern: "/^1[3-9]\\d{9}$/", message: "systemForm.renderer.phone" },
  2: {
    pattern: "/(^\\d{15}$)|(^\\d{17}[\\dXx]$)/",
    message: "systemForm.renderer.idCard",
  },
  3: {
    pattern: "/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/",
    message: "systemForm.renderer.email",
  },
  4: {
    pattern: `/${NUMBER_PATTERN.source}/`,
    message: "systemForm.rules.number",
  },
};

const DATE = "YYYY-MM-DD";
const TIME = "HH:mm";

/** The default of a date or time component: none, now, or the specified value. */
export function momentDefault(item: MobileItem, now: Date): string | string[] | null {
  const config = item.valConfig;
  if (!isMomentConfig(config) || config.tabVal !== 0) return null;
  const range = config.type === "daterange" || config.type === "timerange";
  if (config.tabData === 1) {
    const given = config.specifyDate;
    if (range) return Array.isArray(given) && given[0] && given[1] ? [given[0], given[1]] : null;
    return typeof given === "string" && given ? given : null;
  }
  const current = dayjs(now).format(config.type === "time" || config.type === "timerange" ? TIME : DATE);
  return range ? [current, current] : current;
}

function textRules(item: MobileItem, t: Translate): RegRule[] {
  const label = item.titleConfig.val;
  const rules: RegRule[] = [];
  const kind = item.valConfig && "tabVal" in item.valConfig && !isMomentConfig(item.valConfig) ? item.valConfig.tabVal : 0;
  const builtIn = TEXT_KIND_RULES[kind];
  if (builtIn)
    rules.push({
      pattern: builtIn.pattern,
      message: t(builtIn.message, { label }),
    });
  const own = item.regConfig;
  if (own?.pattern.trim())
    rules.push({
      pattern: own.pattern.trim(),
      message: own.message.trim() || t("systemForm.rules.pattern", { label }),
    });
  return rules;
}

const options = (item: MobileItem) => (item.wordsConfig?.list ?? []).map((o) => ({ label: o.val, value: o.val }));
const chosenByDefault = (item: MobileItem) => (item.wordsConfig?.list ?? []).filter((o) => o.show).map((o) => o.val);

/** One component as a form-generator field. */
export function toField(item: BuilderItem, t: Translate, now: Date): FieldScheme {
  const { data } = item;
  const label = data.titleConfig.val;
  const placeholder = data.tipConfig?.val || undefined;
  const field = (tag: string, extra: Partial<FieldScheme> = {}, config: Record<string, unknown> = {}): FieldScheme => ({
    __config__: {
      label,
      tag,
      layout: "colFormItem",
      required: Boolean(data.titleShow.val),
      regList: [],
      span: 24,
      showLabel: true,
      ...config,
    },
    __vModel__: item.key,
    placeholder,
    clearable: true,
    ...extra,
  });
  switch (data.name) {
    case "texts":
      return field(
        "el-input",
        {},
        {
          defaultValue: data.defaultValConfig?.val ?? "",
          regList: textRules(data, t),
        },
      );
    case "numbers": {
      const range = data.rangeConfig;
      return field(
        "el-input-number",
        {
          min: range?.min ?? undefined,
          max: range?.max ?? undefined,
          precision: range?.precision ?? 0,
        },
        { defaultValue: null },
      );
    }
    case "radios":
      return field("el-radio-group", { __slot__: { options: options(data) } }, { defaultValue: chosenByDefault(data)[0] ?? "" });
    case "checkboxs":
      return field("el-checkbox-group", { __slot__: { options: options(data) } }, { defaultValue: chosenByDefault(data) });
    case "selects":
      return field("el-select", { __slot__: { options: options(data) } }, { defaultValue: undefined });
    case "dates":
      return field("el-date-picker", { type: "date", "value-format": "yyyy-MM-dd" }, { defaultValue: momentDefault(data, now) });
    case "dateranges":
      return field(
        "el-date-picker",
        {
          type: "daterange",
          "value-format": "yyyy-MM-dd",
          "start-placeholder": t("systemForm.renderer.start"),
          "end-placeholder": t("systemForm.renderer.end"),
        },
        { defaultValue: momentDefault(data, now) },
      );
    case "times":
      return field("el-time-picker", { "value-format": TIME, format: TIME }, { defaultValue: momentDefault(data, now) });
    case "timeranges":
      return field(
        "el-time-picker",
        {
          "is-range": true,
          "value-format": TIME,
          format: TIME,
          "start-placeholder": t("systemForm.renderer.start"),
          "end-placeholder": t("systemForm.renderer.end"),
        },
        { defaultValue: momentDefault(data, now) },
      );
    case "citys": {
      const depth = data.valConfig && !isMomentConfig(data.valConfig) ? data.valConfig.tabVal : 1;
      // Province + city, or down to the district (the street level is shown to the district).
      return field("el-cascader", {}, { defaultValue: [], regionLevels: depth === 0 ? 2 : 3 });
    }
    case "uploadPicture":
      return field("self-upload", { multiple: true, limit: data.numConfig?.val }, { defaultValue: [] });
  }
}

/** The whole canvas as a config the form renderer shows (the builder's preview). */
export function toFormConfig(items: readonly BuilderItem[], t: Translate, now = new Date()): FormConf {
  return {
    fields: items.map((item) => toField(item, t, now)),
    formRef: "elForm",
    formModel: "formData",
    size: "medium",
    labelPosition: "top",
    labelWidth: 100,
    formRules: "rules",
    gutter: 0,
    disabled: false,
    span: 24,
    formBtns: true,
  };
}
