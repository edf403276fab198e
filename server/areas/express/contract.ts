/** Wire shapes of couriers (contract §3.10) and delivery personnel (§3.22). */
import { z } from "zod";
import { bodyInt, optionalBodyBool, optionalBodyInt } from "../../core/bodyFields.js";
import { pageParams, qBool, qDecodedText, qText } from "../../core/validate.js";

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

export const expressAllSchema = z.object({
  type: z.preprocess(
    blankToUndefined,
    z.enum(["normal", "elec"], { error: (issue) => (issue.input === undefined ? "请求参数 type 不能为空" : "未知的物流公司类型") }),
  ),
});

export const expressSearchSchema = z.object({ keywords: qDecodedText(), openStatus: qBool(), ...pageParams });

const idField = (missing: string) => bodyInt(missing, { min: 1, message: missing });

export const relateSchema = z.object({ expressId: idField("请选择物流公司") });

export const expressUpdateSchema = z.object({
  id: idField("商户物流公司ID不能为空"),
  account: z.string({ error: "月结账号格式错误" }).trim().max(64, { error: "月结账号不能超过64个字符" }).nullish(),
  password: z.string({ error: "月结密码格式错误" }).trim().max(64, { error: "月结密码不能超过64个字符" }).nullish(),
  netName: z.string({ error: "取件网点格式错误" }).trim().max(64, { error: "取件网点不能超过64个字符" }).nullish(),
  isOpen: optionalBodyBool("开启状态格式错误"),
});

export const templateQuerySchema = z.object({
  com: z.preprocess(blankToUndefined, z.string({ error: "请求参数 com 不能为空" }).trim()),
});

import { MOBILE_PATTERN } from "../../shared/phone.js";

export { MOBILE_PATTERN };

export const personnelSearchSchema = z.object({
  personnelName: qDecodedText(),
  personnelPhone: qText(),
  dateLimit: qText(),
  ...pageParams,
});

export const personnelSaveSchema = z.object({
  personnelName: z
    .string({ error: "请输入配送人员名称" })
    .trim()
    .min(1, { error: "请输入配送人员名称" })
    .max(16, { error: "配送人员名称不能超过16个字符" }),
  personnelPhone: z
    .string({ error: "请输入配送人员手机号" })
    .trim()
    .min(1, { error: "请输入配送人员手机号" })
    .regex(MOBILE_PATTERN, { error: "手机号码格式错误" }),
  sort: optionalBodyInt({ min: 0, max: 9999, message: "排序范围为0~9999" }).transform((v) => v ?? 0),
});

export const personnelEditSchema = personnelSaveSchema.extend({ id: idField("配送人员ID不能为空") });

/** `Express`: a courier of the platform list. */
export interface Express {
  id: number;
  code: string;
  name: string;
  /** Needs a monthly account number. */
  partnerId: boolean;
  /** Needs a monthly account password. */
  partnerKey: boolean;
  /** Needs a pickup outlet. */
  net: boolean;
  /** Platform-level account fields; merchants keep theirs on MerchantExpress. */
  account: string;
  password: string;
  netName: string;
  sort: number;
  isShow: boolean;
  /** Usable for electronic waybills. */
  status: boolean;
}

/** `MerchantExpress`: a courier the merchant works with. */
export interface MerchantExpress {
  id: number;
  merId: number;
  expressId: number;
  code: string;
  name: string;
  partnerId: boolean;
  partnerKey: boolean;
  net: boolean;
  account: string;
  password: string;
  netName: string;
  isDefault: boolean;
  isOpen: boolean;
  isDelete: boolean;
  createTime: string;
}

export interface DeliveryPersonnel {
  id: number;
  personnelName: string;
  personnelPhone: string;
  sort: number;
  createTime: string;
}
