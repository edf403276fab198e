/**
 * Roles (contract §3.15): list, info with the checked menu tree, save, update, status, delete.
 * Every change raises the merchant's role version in its transaction, so signed-in admins get
 * it on their next request, through whichever server instance.
 */
import { raiseRoleVersion } from "../../core/auth.js";
import { readPage } from "../../core/paging.js";
import { badRequest, refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { merchantRoute, merchantScope, type MerchantRoute, type MerchantScope } from "../../core/route.js";
import type { Db } from "../../db/database.js";
import { idParams } from "../../core/validate.js";
import type { CoreTables } from "../session/tables.js";
import { roleEditorTree } from "../session/menus.js";
import { roleListSchema, roleSaveSchema, roleStatusSchema, roleUpdateSchema, type RoleInfoResponse, type SystemRole } from "./contract.js";
import { findRole, holdsRole, refuseBeyondOwn, refuseUnknownMenus } from "./grants.js";

type RoleRow = Omit<CoreTables["role"], "id"> & { id: number };

/** Merchant roles (RoleEnum 4). */
const MERCHANT_ROLE_TYPE = 4;

const toRole = (r: RoleRow): SystemRole => ({
  id: r.id,
  merId: r.merId,
  roleName: r.roleName,
  rules: r.rules,
  level: 0,
  status: r.status === 1,
  type: MERCHANT_ROLE_TYPE,
  createTime: r.createTime,
  updateTime: r.updateTime ?? r.createTime,
});

async function refuseDuplicateName(mine: MerchantScope, roleName: string, exceptId?: number): Promise<void> {
  let q = mine.selectFrom("role").select("id").where("roleName", "=", roleName);
  if (exceptId) q = q.where("id", "!=", exceptId);
  if (await q.executeTakeFirst()) throw badRequest("角色名称重复");
}

/** Writes the merchant's roles through `write` and raises its role version, in one transaction. */
const changeRoles = (db: Db, merId: number, write: (mine: MerchantScope) => Promise<unknown>) =>
  merchantScope(db, merId).transaction(async (tx) => {
    await write(tx);
    await raiseRoleVersion(tx.db, merId);
  });

export const roleRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/role/list",
    authority: "merchant:admin:role:list",
    schema: { query: roleListSchema },
    handler: async ({ mine, query }) => {
      let base = mine.selectFrom("role");
      if (query.roleName) base = base.where("roleName", "like", `%${query.roleName}%`);
      if (query.status !== undefined) base = base.where("status", "=", query.status ? 1 : 0);
      return readPage(
        base,
        query,
        (q) => q.selectAll().orderBy("id"),
        (rows) => rows.map(toRole),
      );
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/role/info/:id",
    authority: "merchant:admin:role:info",
    schema: { params: idParams },
    handler: async ({ db, mine, params }): Promise<RoleInfoResponse> => {
      const role = toRole(await findRole(mine, params.id));
      const checked = new Set(role.rules.split(",").filter(Boolean).map(Number));
      return {
        id: role.id,
        roleName: role.roleName,
        status: role.status,
        createTime: role.createTime,
        updateTime: role.updateTime,
        menuList: await roleEditorTree(db, checked),
      };
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/role/save",
    sensitive: "新增身份",
    authority: "merchant:admin:role:save",
    schema: { body: roleSaveSchema },
    handler: async ({ db, mine, session, body }) => {
      await refuseDuplicateName(mine, body.roleName);
      await refuseUnknownMenus(db, body.rules);
      await refuseBeyondOwn(db, session, body.rules);
      const time = now();
      await db
        .insertInto("role")
        .values({ merId: mine.merId, roleName: body.roleName, rules: body.rules.join(","), status: body.status ? 1 : 0, createTime: time, updateTime: time })
        .execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/role/update",
    sensitive: "修改身份",
    authority: "merchant:admin:role:update",
    schema: { body: roleUpdateSchema },
    handler: async ({ db, mine, session, body }) => {
      const role = await findRole(mine, body.id);
      if (role.roleName !== body.roleName) await refuseDuplicateName(mine, body.roleName, role.id);
      await refuseUnknownMenus(db, body.rules);
      await refuseBeyondOwn(db, session, body.rules);
      await changeRoles(db, mine.merId, (roles) =>
        roles
          .updateTable("role")
          .set({ roleName: body.roleName, rules: body.rules.join(","), status: body.status ? 1 : 0, updateTime: now() })
          .where("id", "=", role.id)
          .execute(),
      );
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/role/updateStatus",
    sensitive: "修改身份状态",
    authority: "merchant:admin:role:update:status",
    schema: { body: roleStatusSchema },
    handler: async ({ db, mine, body }) => {
      const role = await findRole(mine, body.id);
      const status = body.status ? 1 : 0;
      if (role.status === status) return null;
      await changeRoles(db, mine.merId, (roles) => roles.updateTable("role").set({ status, updateTime: now() }).where("id", "=", role.id).execute());
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/role/delete/:id",
    sensitive: "删除身份",
    authority: "merchant:admin:role:delete",
    schema: { params: idParams },
    handler: async ({ db, mine, params }) => {
      const role = await findRole(mine, params.id);
      const user = await mine.selectFrom("admin").select("id").where(holdsRole(role.id)).executeTakeFirst();
      if (user) throw refused("该角色已分配给管理员，请先取消分配再删除");
      await changeRoles(db, mine.merId, (roles) => roles.deleteFrom("role").where("id", "=", role.id).execute());
      return null;
    },
  }),
];
