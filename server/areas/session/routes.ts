import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../../db/database.js";
import type { AreaOptions } from "../index.js";
import { endOtherSessions, endSession, isOwner, startSession } from "../../core/auth.js";
import { adminWithMerchant, updateAdmin } from "../../core/accounts.js";
import { badRequest, refused, unauthorized } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { hashPassword, verifyPassword } from "../../core/passwords.js";
import {
  merchantRoute,
  publicRoute,
  registerMerchantRoutes,
  registerPublicRoutes,
  MERCHANT_PREFIX,
  PUBLIC_PREFIX,
} from "../../core/route.js";
import { checkCaptcha, consumeVerification, issueCaptcha } from "./captcha.js";
import { menuTreeFor, roleEditorTree } from "./menus.js";
import { readConfig } from "./config.js";
import { DEFAULT_LOGIN_GUARD, clearFailures, failureCount, loginGuard, releaseAttempt, reserveAttempt, type LoginGuard } from "./loginGuard.js";

/** More consecutive failures than this and login requires the behaviour captcha (contract §2.1). */
export const CAPTCHA_AFTER_FAILURES = 3;

const accountSchema = z.object({
  account: z.string({ error: "请输入账号" }).trim().min(1, { error: "请输入账号" }).max(32, { error: "账号长度不能超过32位" }),
});

const loginSchema = accountSchema.extend({
  pwd: z
    .string({ error: "请输入密码" })
    .min(1, { error: "请输入密码" })
    .min(6, { error: "密码长度为6-30位" })
    .max(30, { error: "密码长度为6-30位" }),
  captchaVO: z.object({ captchaVerification: z.string().optional() }).partial().nullish(),
});

const passwordField = (label: string) =>
  z
    .string({ error: `${label}不能为空` })
    .min(1, { error: `${label}不能为空` })
    .min(6, { error: `${label}长度为6-30位` })
    .max(30, { error: `${label}长度为6-30位` });

/** Sign-in and what the sign-in page reads; `guard` holds the lock, the back-off and the captcha count. */
const publicSessionRoutes = (guard: LoginGuard, clock: () => number) => [
  publicRoute({
    method: "POST",
    path: "/login/account/detection",
    schema: { body: accountSchema },
    handler: ({ db, body }) => failureCount(db, body.account),
  }),
  publicRoute({
    method: "GET",
    path: "/getLoginPic",
    handler: async ({ db }) => {
      const config = await readConfig(db);
      return {
        backgroundImage: config.loginBackgroundImage,
        loginLogo: config.loginLogo,
        leftLogo: config.leftLogo,
        siteName: config.siteName,
      };
    },
  }),
  publicRoute({
    method: "POST",
    path: "/login",
    schema: { body: loginSchema },
    handler: async ({ db, body, request }) => {
      const { account, pwd } = body;
      const attempt = await guard.begin(account, request.ip);
      const failuresBefore = await reserveAttempt(db, account, clock());
      const withdraw = async () => {
        await releaseAttempt(db, account);
        await attempt.withdrawn();
      };
      if (failuresBefore > CAPTCHA_AFTER_FAILURES) {
        const verification = body.captchaVO?.captchaVerification;
        if (!verification) {
          await withdraw();
          throw badRequest("验证码信息不存在");
        }
        // A wrong captcha stays counted.
        if (!(await consumeVerification(db, verification))) {
          await attempt.failed();
          throw badRequest("验证码校验失败");
        }
      }
      const admin = await db.selectFrom("admin").selectAll().where("account", "=", account).executeTakeFirst();
      // Hash even for an unknown account so timing does not reveal which accounts exist.
      const valid = admin ? await verifyPassword(pwd, admin.pwd) : (await hashPassword(pwd), false);
      if (!admin || !valid) {
        await attempt.failed();
        throw refused("用户不存在或密码错误");
      }
      if (admin.status !== 1) {
        await withdraw();
        throw refused("账号已被禁用");
      }
      await attempt.succeeded();
      await clearFailures(db, account);
      const token = await startSession(db, admin);
      await updateAdmin(db, admin.id, { lastIp: request.ip, lastTime: now(), loginCount: admin.loginCount + 1 });
      const config = await readConfig(db);
      return {
        account: admin.account,
        realName: admin.realName,
        token,
        isSms: admin.isSms === 1,
        leftTopLogo: config.leftLogo,
        leftSquareLogo: config.squareLogo,
        merSiteUrl: "",
      };
    },
  }),
];

const captchaSchema = z.object({
  captchaType: z.string().optional(),
  token: z.string().optional(),
  pointJson: z.string().optional(),
});

const publiclyRoutes = [
  publicRoute({ method: "POST", path: "/safety/get", handler: ({ db }) => issueCaptcha(db) }),
  publicRoute({
    method: "POST",
    path: "/safety/check",
    schema: { body: captchaSchema },
    handler: ({ db, body }) => checkCaptcha(db, body.token ?? "", body.pointJson ?? ""),
  }),
  publicRoute({
    method: "GET",
    path: "/config/get/admin/mediadomain",
    handler: async ({ db, request }) => (await readConfig(db)).mediaDomain || `${request.protocol}://${request.host}`,
  }),
  publicRoute({
    method: "GET",
    path: "/config/get/front/domain",
    handler: async ({ db }) => (await readConfig(db)).frontDomain,
  }),
  publicRoute({
    method: "GET",
    path: "/config/get/change/color",
    handler: async ({ db }) => (await readConfig(db)).changeColor,
  }),
];

const merchantSessionRoutes = [
  merchantRoute({
    method: "GET",
    path: "/getAdminInfoByToken",
    authority: "merchant:login:user:info",
    handler: async ({ db, session }) => {
      const found = await adminWithMerchant(db, session.adminId, session.merId);
      if (!found) throw unauthorized();
      const { admin, merchant } = found;
      const roleNames = isOwner(session.roles)
        ? "商户店长"
        : (
            await db
              .selectFrom("role")
              .select("roleName")
              .where("id", "in", session.roles.map(Number))
              .where("merId", "=", session.merId)
              .execute()
          )
            .map((r) => r.roleName)
            .join(",");
      return {
        id: admin.id,
        account: admin.account,
        realName: admin.realName,
        roles: admin.roles,
        roleNames,
        lastIp: admin.lastIp,
        lastTime: admin.lastTime,
        addTime: 0,
        loginCount: admin.loginCount,
        level: 0,
        status: admin.status === 1,
        token: session.token,
        phone: admin.phone,
        isSms: admin.isSms === 1,
        permissionsList: session.permissions,
        merStarLevel: merchant.starLevel,
        merReceiptPrintingSwitch: merchant.receiptPrintingSwitch,
        electrPrintingSwitch: merchant.electrPrintingSwitch,
        merId: merchant.id,
        merName: merchant.name,
      };
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/getMenus",
    authority: "merchant:login:menus",
    handler: ({ db, session }) => menuTreeFor(db, session),
  }),
  merchantRoute({
    method: "GET",
    path: "/menu/cache/tree",
    authority: "merchant:menu:cache:tree",
    handler: ({ db }) => roleEditorTree(db),
  }),
  merchantRoute({
    method: "GET",
    path: "/logout",
    authority: "merchant:logout",
    handler: async ({ db, session }) => {
      await endSession(db, session.token);
      return "logout success";
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/login/admin/update",
    authority: "merchant:login:admin:update",
    schema: {
      body: z.object({
        realName: z
          .string({ error: "姓名不能为空" })
          .trim()
          .min(1, { error: "姓名不能为空" })
          .max(32, { error: "姓名长度不能超过32个字符" }),
      }),
    },
    handler: async ({ db, session, body }) => {
      await updateAdmin(db, session.adminId, { realName: body.realName, updateTime: now() });
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/login/admin/update/password",
    authority: "merchant:login:admin:update:password",
    schema: {
      body: z.object({
        password: passwordField("新密码"),
        confirmPassword: passwordField("确认密码"),
        oldPassword: passwordField("原密码"),
      }),
    },
    handler: async ({ db, session, body }) => {
      if (body.password !== body.confirmPassword) throw badRequest("两次输入的密码不一致");
      const admin = await db.selectFrom("admin").select("pwd").where("id", "=", session.adminId).executeTakeFirstOrThrow();
      if (!(await verifyPassword(body.oldPassword, admin.pwd))) throw refused("原密码不正确");
      const pwd = await hashPassword(body.password);
      await updateAdmin(db, session.adminId, { pwd, updateTime: now() });
      // Every other session of this account ends with the old password.
      await endOtherSessions(db, session.adminId, session.token);
      return null;
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/copyright/get/company/info",
    authority: "merchant:copyright:get:company:info",
    // The backend answers the company-name setting itself, a plain string (not an object).
    handler: async ({ db }): Promise<string> => (await readConfig(db)).copyrightCompanyName,
  }),
];

export function sessionArea(app: FastifyInstance, db: Db, options: AreaOptions): void {
  const clock = options.clock ?? Date.now;
  const guard = loginGuard(db, { ...DEFAULT_LOGIN_GUARD, ...options.loginGuard }, clock);
  registerPublicRoutes(app, db, publicSessionRoutes(guard, clock), MERCHANT_PREFIX);
  registerPublicRoutes(app, db, publiclyRoutes, PUBLIC_PREFIX);
  registerMerchantRoutes(app, db, merchantSessionRoutes);
}
