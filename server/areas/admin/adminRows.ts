/** Admin rows as the contract answers them, and the lookups every admin route starts with. */
import type { Selectable } from "kysely";
import { isOwner, type Session } from "../../core/auth.js";
import { ApiError, badRequest } from "../../core/errors.js";
import type { MerchantScope } from "../../core/route.js";
import type { DB } from "../../db/schema.js";
import type { AdminType, SystemAdmin, SystemAdminResponse } from "./contract.js";

type AdminRow = Selectable<DB["admin"]>;

/** The owner's name in role lists (the backend's words for role 2). */
const OWNER_ROLE_NAME = "商户超管";

export const adminMissing = () => new ApiError(3002, "管理员不存在");

export const roleIdsOf = (roles: string) => roles.split(",").filter(Boolean);
export const isOwnerRow = (admin: Pick<AdminRow, "roles">) => isOwner(roleIdsOf(admin.roles));
const typeOf = (admin: AdminRow): AdminType => (isOwnerRow(admin) ? 2 : 4);

export async function findAdmin(mine: MerchantScope, id: number): Promise<AdminRow> {
  const admin = await mine.selectFrom("admin").selectAll().where("id", "=", id).executeTakeFirst();
  if (!admin) throw adminMissing();
  return admin;
}

/** The owner's account is the system's own: nobody edits, disables or deletes it here. */
export function refuseOwnerRow(admin: AdminRow, what: "编辑" | "删除"): void {
  if (isOwnerRow(admin)) throw badRequest(`系统内置权限，不允许${what}`);
}

/** Non-owners see (and may touch) only the merchant's other admins, never the owner (backend rule). */
export const visibleTo = (session: Session, admin: AdminRow) => isOwner(session.roles) || !isOwnerRow(admin);

export function toAdminResponse(admin: AdminRow, roleNames: ReadonlyMap<number, string>): SystemAdminResponse {
  return {
    id: admin.id,
    account: admin.account,
    realName: admin.realName,
    roles: admin.roles,
    roleNames: roleIdsOf(admin.roles)
      .map((id) => (isOwner([id]) ? OWNER_ROLE_NAME : roleNames.get(Number(id))))
      .filter(Boolean)
      .join(","),
    lastIp: admin.lastIp,
    lastTime: admin.lastTime,
    status: admin.status === 1,
    phone: admin.phone,
    type: typeOf(admin),
    merId: admin.merId,
    isSms: admin.isSms === 1,
  };
}

/** `SystemAdmin` without `pwd`: the stored hash never leaves the server. */
export const toSystemAdmin = (admin: AdminRow): SystemAdmin => ({
  id: admin.id,
  account: admin.account,
  realName: admin.realName,
  headerImage: "",
  roles: admin.roles,
  lastIp: admin.lastIp,
  loginCount: admin.loginCount,
  level: 0,
  status: admin.status === 1,
  isDel: false,
  phone: admin.phone,
  isSms: admin.isSms === 1,
  type: typeOf(admin),
  merId: admin.merId,
  createTime: admin.createTime,
  updateTime: admin.updateTime,
});
