/** Wire shapes of admin accounts and roles (contract §3.15), with the backend's messages. */
import { z } from "zod";
import { bodyBool, bodyInt } from "../../core/bodyFields.js";
import { pageParams, qBool, qDecodedText, qInt, reqInt, TOO_MANY_IDS, withinIdLimit } from "../../core/validate.js";
import { MOBILE_PATTERN } from "../express/contract.js";
import type { MenuCheckNode } from "../session/menus.js";

/** Comma-joined positive ids ("12,15"); anything else is `invalid`. */
const commaIds = (invalid: string) =>
  z.string().transform((text, ctx) => {
    const parts = text.split(",").map((p) => p.trim());
    if (parts.some((p) => !/^\d{1,9}$/.test(p) || Number(p) === 0)) {
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    const ids = [...new Set(parts.map(Number))];
    if (!withinIdLimit(ids)) {
      ctx.addIssue({ code: "custom", message: TOO_MANY_IDS });
      return z.NEVER;
    }
    return ids;
  });

/** A required text field: missing or blank is `missing`, longer than `max` is `tooLong`. */
const requiredText = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong });

// ---------- admins ----------

export const adminListSchema = z.object({ realName: qDecodedText(), roles: qInt(), status: qBool(), ...pageParams });

export const adminIdQuery = z.object({ id: reqInt("请求参数 id 不能为空") });

export const adminStatusQuery = adminIdQuery.extend({
  status: z.preprocess(
    (v) => (v === "" || v === undefined ? undefined : v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v),
    z.boolean({ error: (issue) => (issue.input === undefined ? "请求参数 status 不能为空" : "参数格式错误") }),
  ),
});

const passwordText = (missing: string) =>
  z
    .string({ error: missing })
    .refine((p) => p.trim() !== "", { error: missing })
    .refine((p) => p.length >= 6 && p.length <= 30, { error: "密码长度在6-30个字符" });

/** Optional mobile number; blank means none. */
const phoneField = z
  .string({ error: "请填写正确的手机号" })
  .trim()
  .refine((p) => p === "" || MOBILE_PATTERN.test(p), { error: "请填写正确的手机号" })
  .nullish()
  .transform((p) => p ?? "");

const adminFields = {
  account: requiredText("后台管理员账号不能为空", 32, "账号长度不能超过32个字符"),
  realName: requiredText("管理姓名不能为空", 16, "姓名长度不能超过16个字符"),
  status: bodyBool("status 字段不能为空"),
  phone: phoneField,
};

const rolesField = (missing: string) => requiredText(missing, 128, "角色组合长度不能超过128个字符").pipe(commaIds("请选择正确的角色"));

export const adminSaveSchema = z.object({
  ...adminFields,
  pwd: passwordText("管理员密码不能为空"),
  roles: rolesField("后台管理员角色不能为空"),
});

/** The console also sends `pwd`; it is ignored (passwords change through update/password). */
export const adminUpdateSchema = z.object({
  id: bodyInt("管理员id不能为空"),
  ...adminFields,
  roles: rolesField("后台管理员权限不能为空"),
});

export const adminPasswordSchema = z.object({
  id: bodyInt("管理员id不能为空"),
  password: passwordText("管理员密码不能为空"),
  confirmPassword: passwordText("管理员确认密码不能为空"),
});

// ---------- roles ----------

export const roleListSchema = z.object({ roleName: qDecodedText(), status: qBool(), ...pageParams });

const roleFields = {
  roleName: requiredText("身份管理名称不能为空", 32, "身份管理名称不能超过32个字符"),
  rules: z.string({ error: "权限不能为空" }).trim().min(1, { error: "权限不能为空" }).pipe(commaIds("权限格式错误")),
  status: bodyBool("状态不能为空"),
};

export const roleSaveSchema = z.object(roleFields);
export const roleUpdateSchema = z.object({ id: bodyInt("角色ID不能为空"), ...roleFields });
export const roleStatusSchema = z.object({ id: bodyInt("角色ID不能为空"), status: bodyBool("状态不能为空") });

// ---------- answers ----------

/** Admin types (RoleEnum): 2 the merchant owner, 4 a merchant admin. */
export type AdminType = 2 | 4;

/** A row of `admin/list`. */
export interface SystemAdminResponse {
  id: number;
  account: string;
  realName: string;
  /** Comma-joined role ids; "2" is the owner. */
  roles: string;
  roleNames: string;
  lastIp: string;
  lastTime: string | null;
  status: boolean;
  phone: string;
  type: AdminType;
  merId: number;
  isSms: boolean;
}

/** `admin/info`: the account without its password (`pwd` is never sent). */
export interface SystemAdmin {
  id: number;
  account: string;
  realName: string;
  headerImage: string;
  roles: string;
  lastIp: string;
  loginCount: number;
  level: number;
  status: boolean;
  isDel: boolean;
  phone: string;
  isSms: boolean;
  type: AdminType;
  merId: number;
  createTime: string;
  updateTime: string;
}

/** A row of `role/list`. */
export interface SystemRole {
  id: number;
  merId: number;
  roleName: string;
  /** Comma-joined menu ids: the ticked leaves of the role editor. */
  rules: string;
  level: number;
  status: boolean;
  /** 4: a merchant role. */
  type: number;
  createTime: string;
  updateTime: string;
}

export type MenuCheckVo = MenuCheckNode;

/** `role/info/{id}`: the role and the whole menu tree, its menus `checked`. */
export interface RoleInfoResponse {
  id: number;
  roleName: string;
  status: boolean;
  createTime: string;
  updateTime: string;
  menuList: MenuCheckVo[];
}
