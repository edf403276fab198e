/** Wire shapes of merchant addresses (contract §3.20). */
import { z } from "zod";
import { optionalBodyBool, optionalBodyInt } from "../../core/bodyFields.js";
import { qBool } from "../../core/validate.js";
import { MOBILE_PATTERN } from "../express/contract.js";

const requiredText = (missing: string, max: number, tooLong: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? "" : v),
    z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong }),
  );

export const addressListQuery = z.object({ isShow: qBool() });

/**
 * `MerchantAddressSaveRequest`: name, mobile, the free-text address and the two flags. The
 * backend has no bean validation; the console's rules (name, phone, address required) apply.
 */
const addressShape = {
  receiverName: requiredText("请输入商家姓名", 32, "商家姓名不能超过32个字符"),
  receiverPhone: requiredText("请输入商家电话", 11, "商家电话格式错误").refine((v) => MOBILE_PATTERN.test(v), { error: "商家电话格式错误" }),
  detail: requiredText("请输入商家地址", 255, "商家地址不能超过255个字符"),
  /** Absent: false on save, unchanged on update. */
  isDefault: optionalBodyBool("默认地址格式错误"),
  /** Absent: shown on save, unchanged on update. */
  isShow: optionalBodyBool("开启状态格式错误"),
};

const defaultMustShow = (b: { isDefault?: boolean; isShow?: boolean }) => !(b.isDefault === true && b.isShow === false);
const DEFAULT_HIDDEN = { error: "默认地址不能关闭，请先开启该地址" };

export const addressSaveBody = z.object(addressShape).refine(defaultMustShow, DEFAULT_HIDDEN);
export type AddressSave = z.output<typeof addressSaveBody>;

export const addressUpdateBody = z
  .object({ id: optionalBodyInt({ min: 1, message: "请选择商户地址" }), ...addressShape })
  .refine((b) => b.id !== undefined, { error: "请选择商户地址" })
  .refine(defaultMustShow, DEFAULT_HIDDEN);

/** `MerchantAddress` (contract §3.20). */
export interface MerchantAddress {
  id: number;
  merId: number;
  receiverName: string;
  receiverPhone: string;
  province: string;
  provinceId: number;
  city: string;
  cityId: number;
  district: string;
  districtId: number;
  street: string;
  detail: string;
  postCode: string;
  longitude: string;
  latitude: string;
  isDefault: boolean;
  isShow: boolean;
  isDel: boolean;
  createTime: string;
  updateTime: string;
}
