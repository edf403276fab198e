import type { MobileItem, WidgetName } from "./mobileForm";

type Translate = (key: string) => string;

/** Limits of the property inputs (as the original designer). */
export const TITLE_MAX = 10;
export const PICTURE_TITLE_MAX = 20;
export const TIP_MAX = 13;
export const DEFAULT_VALUE_MAX = 100;
export const PICTURE_COUNT_MAX = 10;
export const PICTURE_COUNT_DEFAULT = 8;
export const CHOICE_WIDGETS: readonly WidgetName[] = ["radios", "checkboxs", "selects"];
/** Text kinds: text, phone, id card, email, number. */
export const TEXT_KINDS = ["text", "phone", "idCard", "email", "number"] as const;
/** Momentary widgets (default now / a given value). */
export const MOMENT_TYPES = {
  dates: "data",
  dateranges: "daterange",
  times: "time",
  timeranges: "timerange",
} as const;

const w = (t: Translate, name: WidgetName, key: string) => t(`systemForm.widgets.${name}.${key}`);

const title = (t: Translate, name: WidgetName, max = TITLE_MAX) => ({
  title: t("systemForm.props.title"),
  val: w(t, name, "name"),
  place: t("systemForm.props.titlePlaceholder"),
  max,
  type: "form" as const,
  isShow: 1,
});

const tip = (t: Translate, val: string) => ({
  title: t("systemForm.props.tip"),
  val,
  place: t("systemForm.props.tipPlaceholder"),
  max: TIP_MAX,
  type: "form" as const,
  isShow: 1,
});

const required = (t: Translate) => ({
  title: t("systemForm.props.required"),
  val: true,
  type: "form" as const,
});

const words = (t: Translate) => ({
  title: t("systemForm.props.options"),
  list: [
    { val: t("systemForm.props.optionOne"), show: false },
    { val: t("systemForm.props.optionTwo"), show: false },
  ],
  isShow: 1,
});

function moment(t: Translate, name: keyof typeof MOMENT_TYPES) {
  const time = name === "times" || name === "timeranges";
  return {
    title: t("systemForm.props.default"),
    type: MOMENT_TYPES[name],
    specifyDate: name.endsWith("ranges") ? ["", ""] : "",
    tabVal: 0,
    tabData: 0,
    tabList: [{ name: t("systemForm.props.show") }, { name: t("systemForm.props.hide") }],
    dataList: [
      { name: t(time ? "systemForm.props.now" : "systemForm.props.today") },
      {
        name: t(time ? "systemForm.props.specifyTime" : "systemForm.props.specifyDate"),
      },
    ],
  };
}

/** A new component of the given kind with its defaults (titles in the user's language). */
export function createItem(name: WidgetName, timestamp: number, t: Translate): MobileItem {
  const choose = t("systemForm.props.choose");
  const base = {
    name,
    timestamp,
    titleConfig: title(t, name),
    titleShow: required(t),
  };
  switch (name) {
    case "texts":
      return {
        ...base,
        valConfig: {
          title: t("systemForm.props.content"),
          tabVal: 0,
          type: "form",
          list: TEXT_KINDS.map((k) => ({
            name: t(`systemForm.textKinds.${k}`),
          })),
        },
        defaultValConfig: {
          title: t("systemForm.props.defaultValue"),
          val: "",
          place: t("systemForm.props.defaultValuePlaceholder"),
          max: DEFAULT_VALUE_MAX,
          type: "form",
          isShow: 1,
        },
        tipConfig: tip(t, t("systemForm.props.enter")),
        regConfig: { pattern: "", message: "" },
      };
    case "numbers":
      return {
        ...base,
        tipConfig: tip(t, t("systemForm.props.enter")),
        rangeConfig: { min: null, max: null, precision: 0 },
      };
    case "radios":
    case "checkboxs":
      return { ...base, wordsConfig: words(t) };
    case "selects":
      return { ...base, wordsConfig: words(t), tipConfig: tip(t, choose) };
    case "dates":
    case "dateranges":
    case "times":
    case "timeranges":
      return { ...base, valConfig: moment(t, name), tipConfig: tip(t, choose) };
    case "citys":
      return {
        ...base,
        valConfig: {
          title: t("systemForm.props.level"),
          tabVal: 1,
          type: "form",
          list: ["provinceCity", "provinceCityDistrict"].map((k) => ({
            name: t(`systemForm.cityLevels.${k}`),
          })),
        },
        tipConfig: tip(t, choose),
      };
    case "uploadPicture":
      return {
        ...base,
        titleConfig: title(t, name, PICTURE_TITLE_MAX),
        numConfig: {
          val: PICTURE_COUNT_DEFAULT,
          title: t("systemForm.props.maxPictures"),
          type: "form",
          isShow: 1,
          max: PICTURE_COUNT_MAX,
        },
      };
  }
}
