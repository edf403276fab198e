/**
 * Demo roles and admins: an order clerk and a disabled marketing role for merchant 1, a shop
 * assistant for merchant 2 (isolation). Roles store ticked leaves, as the role editor sends them.
 */
import type { Db } from "../../db/database.js";
import { now } from "../../core/format.js";

interface RoleSeed {
  merId: number;
  roleName: string;
  /** Pages whose leaves (their buttons, or the page itself) the role grants. */
  pages: string[];
  status: number;
  admins: Array<{ account: string; realName: string; phone: string; isSms: number; status: number }>;
}

const ROLES: RoleSeed[] = [
  {
    merId: 1,
    roleName: "订单客服",
    pages: ["/order/list", "/order/refund", "/user/index"],
    status: 1,
    admins: [{ account: "kefu01", realName: "客服小张", phone: "13812345678", isSms: 1, status: 1 }],
  },
  {
    merId: 1,
    roleName: "营销专员",
    pages: ["/coupon/list", "/coupon/record"],
    status: 0,
    admins: [{ account: "yunying01", realName: "运营小陈", phone: "", isSms: 0, status: 0 }],
  },
  {
    merId: 2,
    roleName: "店员",
    pages: ["/product/list", "/order/list"],
    status: 1,
    admins: [{ account: "clerk2", realName: "店员小吴", phone: "15912345678", isSms: 0, status: 1 }],
  },
];

export async function seedAdminRoles(db: Db): Promise<void> {
  const menus = await db.selectFrom("menu").select(["id", "pid", "component"]).execute();
  const parents = new Set(menus.map((m) => m.pid));
  const leavesOf = (path: string) => {
    const page = menus.find((m) => m.component === path);
    if (!page) return [];
    return parents.has(page.id) ? menus.filter((m) => m.pid === page.id && !parents.has(m.id)).map((m) => m.id) : [page.id];
  };
  // Same demo password as the core accounts: reuse its hash instead of hashing again.
  const { pwd } = await db.selectFrom("admin").select("pwd").where("account", "=", "staff1").executeTakeFirstOrThrow();
  const time = now();
  for (const role of ROLES) {
    const { id } = await db
      .insertInto("role")
      .values({ merId: role.merId, roleName: role.roleName, rules: role.pages.flatMap(leavesOf).join(","), status: role.status, createTime: time, updateTime: time })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const admin of role.admins) {
      await db
        .insertInto("admin")
        .values({ ...admin, merId: role.merId, pwd, roles: String(id), lastIp: "", lastTime: null, loginCount: 0, createTime: time, updateTime: time })
        .execute();
    }
  }
}
