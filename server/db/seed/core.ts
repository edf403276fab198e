import type { Db } from "../database.js";
import { now } from "../../core/format.js";
import { hashPassword } from "../../core/passwords.js";
import { MENU_TREE, STAFF_READ_ONLY, type MenuSeed } from "./menuTree.js";

export const DEMO_PASSWORD = "Merchant@123";
export const STAFF_ROLE_ID = 100;

interface FlatMenu {
  id: number;
  pid: number;
  name: string;
  icon: string;
  perms: string;
  component: string;
  menuType: string;
  sort: number;
  isShow: number;
}

/** Depth-first ids; sort descends so the server's order is the definition order. */
export function flattenMenus(tree: MenuSeed[]): FlatMenu[] {
  const rows: FlatMenu[] = [];
  let nextId = 1;
  const walk = (nodes: MenuSeed[], pid: number) => {
    nodes.forEach((node, index) => {
      const id = nextId++;
      const isDirectory = Boolean(node.children?.length);
      rows.push({
        id,
        pid,
        name: node.name,
        icon: node.icon ?? "",
        perms: node.perms ?? "",
        component: node.path,
        menuType: isDirectory ? "M" : "C",
        sort: 1000 - index,
        isShow: 1,
      });
      for (const perms of node.buttons ?? []) {
        rows.push({ id: nextId++, pid: id, name: perms, icon: "", perms, component: "", menuType: "A", sort: 0, isShow: 1 });
      }
      if (node.children) walk(node.children, id);
    });
  };
  walk(tree, 0);
  return rows;
}

export async function seedCore(db: Db): Promise<void> {
  const time = now();
  await db
    .insertInto("merchant")
    .values([
      { id: 1, name: "CRMEB 旗舰店", starLevel: 5, receiptPrintingSwitch: 3, electrPrintingSwitch: 1, productSwitch: 1, isSwitch: 1, alertStock: 10, createTime: time },
      { id: 2, name: "青禾生活馆", starLevel: 3, receiptPrintingSwitch: 0, electrPrintingSwitch: 0, productSwitch: 1, isSwitch: 1, alertStock: 10, createTime: time },
    ])
    .execute();

  const menus = flattenMenus(MENU_TREE);
  await db.insertInto("menu").values(menus).execute();

  const staffMenuIds = menus
    .filter((m) => STAFF_READ_ONLY.pages.includes(m.component) || (m.menuType === "A" && STAFF_READ_ONLY.authorities.includes(m.perms)) || (m.menuType === "C" && STAFF_READ_ONLY.pages.includes(m.component)))
    .map((m) => m.id);
  await db
    .insertInto("role")
    .values({ id: STAFF_ROLE_ID, merId: 1, roleName: "商品查看员", rules: staffMenuIds.join(","), status: 1, createTime: time })
    .execute();

  const accounts = [
    { merId: 1, account: "merchant1", realName: "店长小王", roles: "2" },
    { merId: 1, account: "staff1", realName: "商品专员小李", roles: String(STAFF_ROLE_ID) },
    { merId: 2, account: "merchant2", realName: "店长小周", roles: "2" },
  ];
  for (const a of accounts) {
    await db
      .insertInto("admin")
      .values({ ...a, pwd: await hashPassword(DEMO_PASSWORD), status: 1, phone: "", isSms: 0, lastIp: "", lastTime: null, loginCount: 0, createTime: time, updateTime: time })
      .execute();
  }
}
