/**
 * Wire shapes of shipping templates (contract §3.9). Request schemas validate with the
 * backend's messages; response types are exported for the console (`import type`).
 */
import { z } from "zod";
import { bodyInt, hundredths } from "../../core/bodyFields.js";
import { pageParams, qDecodedText } from "../../core/validate.js";

export { type CityVo } from "./regions.js";

/** A decimal sent as number or string, read as hundredths (cents for prices), from `min` to 999999.99. */
const decimal = (label: string, min: number, minText: string) =>
  hundredths(`请填写${label}`, { min, minMessage: `${label}不能低于${minText}`, label, invalidMessage: `${label}格式错误` });

const cityIdField = z.string({ error: "请选择区域" }).trim().min(1, { error: "请选择区域" });
/** The cascader paths of the rule (read as the backend reads them, `rules.ts`); the backend fails without them. */
const titleField = z
  .string({ error: "区域标题格式错误" })
  .max(200_000, { error: "区域标题过长" })
  .refine((title) => title.trim() !== "", { error: "区域标题格式错误" });
const uniqidField = z.string().trim().max(64, { error: "uniqid 过长" }).optional();

export const regionRuleSchema = z.object({
  cityId: cityIdField,
  title: titleField,
  first: decimal("首件", 10, "0.1"),
  firstPrice: decimal("首件运费", 10, "0.1"),
  renewal: decimal("续件", 10, "0.1"),
  renewalPrice: decimal("续件运费", 10, "0.1"),
  uniqid: uniqidField,
});

export const freeRuleSchema = z.object({
  cityId: cityIdField,
  title: titleField,
  number: decimal("包邮件数", 10, "0.1"),
  price: decimal("包邮金额", 0, "0"),
  uniqid: uniqidField,
});

const templateFields = {
  name: z
    .string({ error: "模板名称必须填写" })
    .trim()
    .min(1, { error: "模板名称必须填写" })
    .max(200, { error: "模板名称不能超过200个字符" }),
  type: bodyInt("计费方式必须选择", { min: 0, max: 3, message: "计费方式选择区间 1(按件数), 2(按重量)，3(按体积)" }),
  appoint: bodyInt("指定包邮必须选择", { min: 0, max: 2, message: "未知的包邮类型" }),
  sort: bodyInt("排序数字必须填写", { min: 0, max: 9999, message: "排序范围为0~9999" }),
  shippingTemplatesRegionRequestList: z.array(z.unknown(), { error: "配送区域格式错误" }).nullish(),
  shippingTemplatesFreeRequestList: z.array(z.unknown(), { error: "包邮区域格式错误" }).nullish(),
};

/** A new template: any `id` sent is ignored, as the backend does (the original console sends `id: 0`). */
export const templateSaveSchema = z.object(templateFields);
export const templateUpdateSchema = z.object({ id: bodyInt("运费模板ID不能为空", { min: 1, message: "运费模板ID格式错误" }), ...templateFields });
export type TemplateRequest = z.output<typeof templateSaveSchema> & { id?: number };
export type RegionRuleRequest = z.output<typeof regionRuleSchema>;
export type FreeRuleRequest = z.output<typeof freeRuleSchema>;

export const templateSearchSchema = z.object({ keywords: qDecodedText(), ...pageParams });

/** `ShippingTemplates` (list rows). */
export interface ShippingTemplate {
  id: number;
  merId: number;
  name: string;
  /** 0 none, 1 by piece, 2 by weight, 3 by volume. */
  type: number;
  /** 0 free nationwide, 1 partial free, 2 custom. */
  appoint: number;
  sort: number;
  createTime: string;
  updateTime: string;
}

export interface RegionRule {
  /** The JSON string of cascader paths, as it was saved. */
  title: string;
  /** Comma list of region ids ("0" = the default row). */
  cityId: string;
  first: string;
  firstPrice: string;
  renewal: string;
  renewalPrice: string;
  uniqid: string;
}

export interface FreeRule {
  title: string;
  /** Comma list of region ids ("all" = nationwide). */
  cityId: string;
  number: string;
  price: string;
  uniqid: string;
}

/** `ShippingTemplatesInfoResponse`. */
export interface ShippingTemplateInfo {
  id: number;
  name: string;
  type: number;
  appoint: number;
  sort: number;
  regionList: RegionRule[];
  freeList: FreeRule[];
}
