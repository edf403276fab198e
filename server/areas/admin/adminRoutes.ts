/**
 * Admin accounts of the merchant (contract §3.15). Rows are written through core/accounts.ts; a
 * disabled, deleted or re-passworded admin's sessions end at once, and new roles apply from the
 * admin's next request on (the session lookup reads them from the row).
 */
import { endOtherSessions, isOwner, OWNER_ROLE_ID, type Session } from "../../core/auth.js";
import { deleteAdmin, updateAdmin } from "../../core/accounts.js";
import { readPage } from "../../core/paging.js";
import { ApiError, badRequest, refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { hashPassword } from "../../core/passwords.js";
import { merchantRoute, type MerchantRoute, type MerchantScope } from "../../core/route.js";
import { idParams } from "../../core/validate.js";
import type { Db } from "../../db/database.js";
import { MOBILE_PATTERN } from "../express/contract.js";
import {
  adminIdQuery,
  adminListSchema,
  adminPasswordSchema,
  adminSaveSchema,
  adminStatusQuery,
  adminUpdateSchema,
  type SystemAdmin,
} from "./contract.js";
import { adminMissing, findAdmin, refuseOwnerRow, roleIdsOf, toAdminResponse, toSystemAdmin, visibleTo } from "./adminRows.js";
import { checkAssignableRoles, holdsRole } from "./grants.js";

/** An admin the session may see: another merchant's, or the owner for a non-owner, is "missing". */
async function reachableAdmin(mine: MerchantScope, session: Session, id: number) {
  const admin = await findAdmin(mine, id);
  if (!visibleTo(session, admin)) throw adminMissing();
  return admin;
}

/** Accounts are unique across the platform (sign-in is by account alone), not per merchant. */
async function refuseTakenAccount(db: Db, account: string, exceptId?: number): Promise<void> {
  let q = db.selectFrom("admin").select("id").where("account", "=", account);
  if (exceptId) q = q.where("id", "!=", exceptId);
  if (await q.executeTakeFirst()) throw exceptId ? badRequest("账号已存在") : new ApiError(3001, "账号已存在");
}

export const adminRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/admin/list",
    authority: "merchant:admin:list",
    schema: { query: adminListSchema },
    handler: async ({ mine, session, query }) => {
      let base = mine.selectFrom("admin");
      if (!isOwner(session.roles)) base = base.where((eb) => eb.not(holdsRole(Number(OWNER_ROLE_ID))));
      if (query.realName) {
        const like = `%${query.realName}%`;
        base = base.where((eb) => eb.or([eb("realName", "like", like), eb("account", "like", like)]));
      }
      if (query.roles && query.roles > 0) base = base.where(holdsRole(query.roles));
      if (query.status !== undefined) base = base.where("status", "=", query.status ? 1 : 0);
      return readPage(
        base,
        query,
        (q) => q.selectAll().orderBy("id"),
        async (rows) => {
          const roles = await mine.selectFrom("role").select(["id", "roleName"]).execute();
          const names = new Map(roles.map((r) => [r.id, r.roleName]));
          return rows.map((r) => toAdminResponse(r, names));
        },
      );
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/admin/info",
    authority: "merchant:admin:info",
    schema: { query: adminIdQuery },
    handler: async ({ mine, session, query }): Promise<SystemAdmin> => toSystemAdmin(await reachableAdmin(mine, session, query.id)),
  }),
  merchantRoute({
    method: "POST",
    path: "/admin/save",
    sensitive: "新增后台管理员",
    authority: "merchant:admin:save",
    schema: { body: adminSaveSchema },
    handler: async ({ db, mine, session, body }) => {
      await refuseTakenAccount(db, body.account);
      await checkAssignableRoles(db, mine, session, body.roles);
      const time = now();
      await db
        .insertInto("admin")
        .values({
          merId: mine.merId,
          account: body.account,
          pwd: await hashPassword(body.pwd),
          realName: body.realName,
          roles: body.roles.join(","),
          status: body.status ? 1 : 0,
          phone: body.phone,
          isSms: 0,
          lastIp: "",
          lastTime: null,
          loginCount: 0,
          createTime: time,
          updateTime: time,
        })
        .execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/admin/update",
    sensitive: "修改后台管理员",
    authority: "merchant:admin:update",
    schema: { body: adminUpdateSchema },
    handler: async ({ db, mine, session, body }) => {
      const admin = await reachableAdmin(mine, session, body.id);
      refuseOwnerRow(admin, "编辑");
      if (admin.id === session.adminId && !body.status) throw refused("不能禁用当前登录的管理员");
      await refuseTakenAccount(db, body.account, admin.id);
      const before = new Set(roleIdsOf(admin.roles).map(Number));
      const added = body.roles.filter((id) => !before.has(id));
      if (added.length) await checkAssignableRoles(db, mine, session, added);
      const roles = body.roles.join(",");
      const status = body.status ? 1 : 0;
      await updateAdmin(db, admin.id, {
        account: body.account,
        realName: body.realName,
        roles,
        status,
        phone: body.phone,
        // Without a phone there is nothing to text.
        isSms: body.phone ? admin.isSms : 0,
        updateTime: now(),
      });
      if (!status && admin.status === 1) await endOtherSessions(db, admin.id, session.token);
      return null;
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/admin/delete",
    sensitive: "删除后台管理员",
    authority: "merchant:admin:delete",
    schema: { query: adminIdQuery },
    handler: async ({ db, mine, session, query }) => {
      const admin = await reachableAdmin(mine, session, query.id);
      refuseOwnerRow(admin, "删除");
      if (admin.id === session.adminId) throw refused("不能删除当前登录的管理员");
      // Its sessions reference the row: they end first.
      await endOtherSessions(db, admin.id, session.token);
      await deleteAdmin(db, admin.id);
      return null;
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/admin/updateStatus",
    sensitive: "修改后台管理员状态",
    authority: "merchant:admin:update:status",
    schema: { query: adminStatusQuery },
    handler: async ({ db, mine, session, query }) => {
      const admin = await reachableAdmin(mine, session, query.id);
      refuseOwnerRow(admin, "编辑");
      if (admin.id === session.adminId && !query.status) throw refused("不能禁用当前登录的管理员");
      const status = query.status ? 1 : 0;
      if (admin.status === status) return null;
      await updateAdmin(db, admin.id, { status, updateTime: now() });
      if (!status) await endOtherSessions(db, admin.id, session.token);
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/admin/update/password",
    sensitive: "修改后台管理员密码",
    authority: "merchant:admin:update:password",
    schema: { body: adminPasswordSchema },
    handler: async ({ db, mine, session, body }) => {
      if (body.password !== body.confirmPassword) throw badRequest("两次密码输入不一致");
      const admin = await reachableAdmin(mine, session, body.id);
      refuseOwnerRow(admin, "编辑");
      await updateAdmin(db, admin.id, { pwd: await hashPassword(body.password), updateTime: now() });
      // Whoever held the old password is signed out (the acting admin's own session stays).
      await endOtherSessions(db, admin.id, session.token);
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/admin/update/receive/sms/:id",
    sensitive: "修改后台管理员短信开关",
    authority: "merchant:admin:update:receive:sms",
    schema: { params: idParams },
    handler: async ({ db, mine, session, params }) => {
      const admin = await reachableAdmin(mine, session, params.id);
      const isSms = admin.isSms === 1 ? 0 : 1;
      if (isSms && !MOBILE_PATTERN.test(admin.phone)) throw badRequest("请先为管理员设置手机号");
      await updateAdmin(db, admin.id, { isSms, updateTime: now() });
      return null;
    },
  }),
];
