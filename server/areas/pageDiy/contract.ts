/** Wire shapes of page decoration (contract §3.31): requests, answers, the preview QR code. */
import { z } from "zod";
import { bodyInt, optionalBodyInt } from "../../core/bodyFields.js";
import { decodedAgain, pageParams, qDecodedText } from "../../core/validate.js";
import { pageValueSchema, type PageValue } from "./components.js";

export type {
  ComponentName,
  PageComponent,
  PageComponentOf,
  PageValue,
} from "./components.js";
export {
  COMPONENT_NAMES,
  MAX_COMPONENTS,
  SINGLE_COMPONENTS,
} from "./components.js";

/** Longest template name (the designer's "必填不超过15个字"). */
export const NAME_MAX = 15;
/** Longest page title ("选填不超过30个字"). */
export const TITLE_MAX = 30;

const COLOUR =
  /^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|#[0-9a-fA-F]{8}|rgba?\([\d\s.,%]+\))$/;

const templateName = z
  .string({ error: "模板名称不能为空" })
  .trim()
  .min(1, { error: "模板名称不能为空" })
  .max(NAME_MAX, { error: `模板名称不能超过${NAME_MAX}个字` });

const colourField = (fallback: string, message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? fallback : v),
    z.string({ error: message }).trim().regex(COLOUR, { error: message }),
  );

const flag = (message: string, fallback: number) =>
  optionalBodyInt({ min: 0, max: 1, message }).transform((v) => v ?? fallback);
const choice = (last: number, message: string, fallback: number) =>
  optionalBodyInt({ min: 0, max: last, message }).transform(
    (v) => v ?? fallback,
  );
const optionalText = (max: number, message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? "" : v),
    z.string({ error: message }).trim().max(max, { error: message }),
  );

export const pageSearchSchema = z.object({ keywords: qDecodedText(), ...pageParams });

/** `PageDiyRequest`: what the designer saves. Unknown and server-owned fields (merId, isDel) are ignored. */
export const pageSaveSchema = z.object({
  name: templateName,
  title: optionalText(TITLE_MAX, `页面标题不能超过${TITLE_MAX}个字`),
  value: pageValueSchema,
  coverImage: optionalText(1000, "封面图地址过长"),
  version: optionalText(20, "版本号不能超过20个字符"),
  templateName: optionalText(50, "模板标识不能超过50个字符"),
  isShow: flag("显示首页格式错误", 1),
  isBgColor: flag("背景色开关格式错误", 1),
  isBgPic: flag("背景图开关格式错误", 0),
  colorPicker: colourField("#f5f5f5", "背景颜色格式错误"),
  bgPic: optionalText(1000, "背景图片地址过长"),
  bgTabVal: choice(2, "背景图填充方式错误", 0),
  returnAddress: optionalText(255, "返回地址不能超过255个字符"),
  titleBgColor: colourField("#fff", "顶部颜色格式错误"),
  titleColor: colourField("#000000", "标题颜色格式错误"),
  textPosition: choice(2, "标题位置错误", 1),
  isDefault: flag("默认模板格式错误", 0),
});

const templateId = bodyInt("模板ID不能为空", {
  min: 1,
  message: "模板ID格式错误",
});

export const pageUpdateSchema = pageSaveSchema.extend({ id: templateId });

/** `PageDiyEditNameRequest`. */
export const pageRenameSchema = z.object({
  id: templateId,
  // The backend decodes the new name once more (README, "Search text decoded twice").
  name: decodedAgain(templateName),
});

/** The info path takes 0 for "the shop home". */
export const pageInfoParams = z.object({
  id: z.coerce
    .number({ error: "id 格式错误" })
    .int({ error: "id 格式错误" })
    .min(0, { error: "id 格式错误" }),
});

/** `POST /publicly/wechat/mini/get/qrcode`: the shop page a preview code opens. */
export const qrcodeSchema = z.object({
  path: z
    .string({ error: "请填写页面路径" })
    .trim()
    .min(1, { error: "请填写页面路径" })
    .max(300, { error: "页面路径不能超过300个字符" }),
  scene: optionalText(100, "场景参数不能超过100个字符"),
  env_version: optionalText(20, "版本参数错误"),
});

/** `PageDiy` as lists answer it (`value` is left out of lists, as the backend's list query). */
export interface PageDiy {
  id: number;
  version: string;
  name: string;
  title: string;
  coverImage: string;
  templateName: string;
  value: string | null;
  defaultValue: string;
  addTime: string;
  updateTime: string;
  status: number;
  type: number;
  isShow: number;
  isBgColor: number;
  isBgPic: number;
  isDiy: number;
  colorPicker: string;
  bgPic: string;
  bgTabVal: number;
  isDel: number;
  returnAddress: string;
  titleBgColor: string;
  titleColor: string;
  serviceStatus: number;
  merId: number;
  /** 1 the shop home, 0 not. */
  isDefault: number;
  textPosition: number;
}

/** `PageDiyResponse`: the page with its components as a JSON object. */
export interface PageDiyResponse extends Omit<PageDiy, "value"> {
  value: PageValue;
}

/** `PageDiyRequest`: what a save or update sends (the console builds it from the designer's state). */
export interface PageDiyRequest {
  id?: number;
  name: string;
  title?: string;
  value: PageValue;
  coverImage?: string;
  version?: string;
  templateName?: string;
  isShow?: number;
  isBgColor?: number;
  isBgPic?: number;
  colorPicker?: string;
  bgPic?: string;
  bgTabVal?: number;
  returnAddress?: string;
  titleBgColor?: string;
  titleColor?: string;
  textPosition?: number;
  isDefault?: number;
}

/** The preview code: a PNG as a data URL. */
export interface QrcodeAnswer {
  code: string;
}
