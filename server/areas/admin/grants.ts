/**
 * What roles grant and who may hand it out. A role stores menu ids; an admin other than the
 * owner may give a role, or build one, only from the menus it holds itself, so a role editor
 * cannot raise its own rights.
 */
import { sql, type Expression, type SqlBool } from "kysely";
import { grantedMenuIds, isOwner, type Session } from "../../core/auth.js";
import { refused } from "../../core/errors.js";
import type { MerchantScope } from "../../core/route.js";
import type { Db } from "../../db/database.js";

export const roleMissing = () => refused("角色不存在");

/** `roles` (comma-joined ids) holds `roleId`, like MySQL's find_in_set. */
export const holdsRole = (roleId: number): Expression<SqlBool> => sql<SqlBool>`(',' || roles || ',') LIKE ${`%,${roleId},%`}`;

export async function findRole(mine: MerchantScope, id: number) {
  const role = await mine.selectFrom("role").selectAll().where("id", "=", id).executeTakeFirst();
  if (!role) throw roleMissing();
  return role;
}

/** Every menu id of `rules` must name a menu. */
export async function refuseUnknownMenus(db: Db, menuIds: number[]): Promise<void> {
  const found = await db.selectFrom("menu").select((eb) => eb.fn.countAll<number>().as("n")).where("id", "in", menuIds).executeTakeFirstOrThrow();
  if (Number(found.n) !== menuIds.length) throw refused("权限中有不存在的菜单");
}

/** A non-owner may hand out only menus it holds itself. */
export async function refuseBeyondOwn(db: Db, session: Session, menuIds: number[]): Promise<void> {
  if (isOwner(session.roles) || !menuIds.length) return;
  const own = new Set(await grantedMenuIds(db, session.merId, session.roles));
  if (menuIds.some((id) => !own.has(id))) throw refused("不能分配超出自己权限的菜单");
}

/** The roles an admin is given must all be the merchant's, and within the giver's own rights. */
export async function checkAssignableRoles(db: Db, mine: MerchantScope, session: Session, roleIds: number[]): Promise<void> {
  const roles = await mine.selectFrom("role").select("rules").where("id", "in", roleIds).execute();
  if (roles.length !== roleIds.length) throw roleMissing();
  const menuIds = [...new Set(roles.flatMap((r) => r.rules.split(",").filter(Boolean).map(Number)))];
  await refuseBeyondOwn(db, session, menuIds);
}
