/** Wire shapes of shop staff (contract §3.14, `/employee/*`; no authority: any signed-in admin). */
import { z } from "zod";
import { bodyInt, optionalBodyInt } from "../../core/bodyFields.js";
import { pageParams, qInt, qText } from "../../core/validate.js";
import { MOBILE_PATTERN } from "../express/contract.js";

/** Capability codes of `role`: 1 orders, 2 products, 3 after-sales, 4 order on behalf, 5 verification, 6 statistics. */
export const STAFF_ROLES = [1, 2, 3, 4, 5, 6] as const;
export const STAFF_NAME_MAX = 16;

const blank = (v: unknown) => v === undefined || v === null || v === "";

/** `id` as a query parameter (delete and info take `?id=`, contract §9). */
export const staffIdQuerySchema = z.object({
  id: z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? "请求参数 id 不能为空" : "id 格式错误") })
      .int({ error: "id 格式错误" })
      .positive({ error: "id 格式错误" }),
  ),
});

export const staffSearchSchema = z.object({
  keywords: qText(),
  status: qInt("员工状态格式错误").pipe(z.number().min(0, { error: "员工状态格式错误" }).max(1, { error: "员工状态格式错误" }).optional()),
  ...pageParams,
});
export type StaffSearch = z.output<typeof staffSearchSchema>;

/** "1,3,5": known codes only, at least one; stored de-duplicated and in order. */
const roleField = z.preprocess(
  (v) => (blank(v) ? undefined : v),
  z
    .string({ error: (issue) => (issue.input === undefined ? "请选择员工权限" : "员工权限格式错误") })
    .transform((text, ctx) => {
      const parts = text.split(",").map((p) => p.trim());
      const codes = parts.map(Number);
      if (parts.some((p) => !/^\d+$/.test(p)) || codes.some((c) => !(STAFF_ROLES as readonly number[]).includes(c))) {
        ctx.addIssue({ code: "custom", message: "员工权限格式错误" });
        return z.NEVER;
      }
      return [...new Set(codes)].sort((a, b) => a - b).join(",");
    }),
);

export const staffSaveSchema = z.object({
  name: z
    .string({ error: "请输入员工姓名" })
    .trim()
    .min(1, { error: "请输入员工姓名" })
    .max(STAFF_NAME_MAX, { error: `员工姓名不能超过${STAFF_NAME_MAX}个字符` }),
  phone: z.string({ error: "请输入员工手机号" }).trim().min(1, { error: "请输入员工手机号" }).regex(MOBILE_PATTERN, { error: "手机号码格式错误" }),
  uid: bodyInt("请选择关联用户", { min: 1, message: "请选择关联用户" }),
  role: roleField,
  avatar: z
    .string({ error: "头像格式错误" })
    .trim()
    .max(500, { error: "头像地址不能超过500个字符" })
    .nullish()
    .transform((v) => v ?? ""),
  status: optionalBodyInt({ min: 0, max: 1, message: "员工状态格式错误" }).transform((v) => v ?? 1),
});
export type StaffSave = z.output<typeof staffSaveSchema>;

export const staffUpdateSchema = staffSaveSchema.extend({ id: bodyInt("员工ID不能为空", { min: 1, message: "员工ID不能为空" }) });

/** `MerchantEmployee`. */
export interface MerchantEmployee {
  id: number;
  merId: number;
  /** The linked shop customer. */
  uid: number;
  name: string;
  avatar: string;
  phone: string;
  /** Capability codes joined by commas. */
  role: string;
  /** 1 enabled, 0 disabled. */
  status: number;
  /** (sic) as the backend spells it. */
  creatTime: string;
  updateTime: string;
}

/** `MerchantEmployeeRequest`: the body of save, and of update with `id`. */
export interface MerchantEmployeeRequest {
  id?: number;
  avatar: string;
  name: string;
  uid: number;
  phone: string;
  role: string;
  status: number;
}
