/**
 * The drag-built mobile form as CRMEB stores it in `formValue` (contract §3.18): an object
 * of components keyed by timestamp, each with its `name` and config blocks. The console
 * writes the same shape (plus `regConfig` and `rangeConfig`, which other readers ignore).
 */
export const WIDGET_NAMES = [
  "texts",
  "numbers",
  "radios",
  "checkboxs",
  "selects",
  "dates",
  "dateranges",
  "times",
  "timeranges",
  "citys",
  "uploadPicture",
] as const;
export type WidgetName = (typeof WIDGET_NAMES)[number];

export interface InputConfig {
  title: string;
  val: string;
  place: string;
  max: number;
  type: "form";
  isShow?: number;
}

export interface SwitchConfig {
  title: string;
  val: boolean;
  type: "form";
  isShow?: number;
}

export interface WordOption {
  val: string;
  /** Chosen by default (radios, checkboxes). */
  show?: boolean;
}

export interface WordsConfig {
  title: string;
  list: WordOption[];
  isShow?: number;
}

/** Text kinds: 0 text, 1 phone, 2 id card, 3 email, 4 number. */
export interface TextKindConfig {
  title: string;
  tabVal: number;
  type: "form";
  list: { name: string }[];
}

/** Default of dates and times: tabVal 0 show / 1 hide; tabData 0 now / 1 the specified value. */
export interface MomentConfig {
  title: string;
  type: "data" | "daterange" | "time" | "timerange";
  specifyDate: string | string[];
  tabVal: number;
  tabData: number;
  tabList: { name: string }[];
  dataList: { name: string }[];
}

/** City depth: 0 province and city, 1 down to the district, 2 down to the street. */
export interface CityLevelConfig {
  title: string;
  tabVal: number;
  type: "form";
  list: { name: string }[];
}

export interface CountConfig {
  val: number;
  title: string;
  type: "form";
  isShow?: number;
  max: number;
}

/** A text's own pattern and its message. */
export interface RegConfig {
  pattern: string;
  message: string;
}

/** A number's bounds and decimals (0, 1 or 2). */
export interface RangeConfig {
  min: number | null;
  max: number | null;
  precision: number;
}

export interface MobileItem {
  name: WidgetName;
  timestamp: number;
  titleConfig: InputConfig;
  titleShow: SwitchConfig;
  tipConfig?: InputConfig;
  valConfig?: TextKindConfig | MomentConfig | CityLevelConfig;
  defaultValConfig?: InputConfig;
  wordsConfig?: WordsConfig;
  numConfig?: CountConfig;
  regConfig?: RegConfig;
  rangeConfig?: RangeConfig;
}

/** An item on the builder's canvas: a local key (stable while editing) and its data. */
export interface BuilderItem {
  key: string;
  data: MobileItem;
}

export const isMomentConfig = (config: MobileItem["valConfig"]): config is MomentConfig => Boolean(config && "tabData" in config);
