import { describe, expect, it } from "vitest";
import type { MenuCheckVo } from "../../../server/areas/admin/contract";
import type { PageRoute } from "../../../src/routing/types";
import { branchIds, checkedLeaves, leafIds, menuLabel, OWNER_ONLY_MENUS, toTreeData } from "../../../resources/roles/roles/menuTree";
import { isBuiltInAccount, roleIdList } from "../../../resources/roles/admins/adminRules";

let nextId = 1;
const node = (name: string, menuType: string, component: string, childList: MenuCheckVo[] = [], extra: Partial<MenuCheckVo> = {}): MenuCheckVo => ({
  id: nextId++,
  pid: 0,
  name,
  icon: "",
  perms: "",
  component,
  menuType,
  checked: false,
  sort: 0,
  childList,
  ...extra,
});

const infoButton = node("merchant:coupon:info", "A", "", [], { perms: "merchant:coupon:info", checked: true });
const saveButton = node("merchant:coupon:save", "A", "", [], { perms: "merchant:coupon:save" });
const couponList = node("优惠券列表", "C", "/coupon/list", [infoButton, saveButton], { checked: true });
const record = node("领取记录", "C", "/coupon/record", [], { checked: true });
const coupons = node("优惠券", "M", "/coupon", [couponList, record], { checked: true });
const roles = node("身份管理", "C", "/operation/roleManager/identityManager", [node("merchant:admin:role:save", "A", "", [], { perms: "merchant:admin:role:save" })]);
const rights = node("管理权限", "M", "/operation/roleManager", [roles]);
const shop = node("店铺信息", "C", "/operation/modifyStoreInfo");
const settings = node("设置", "M", "/operation", [shop, rights]);
const tree = [coupons, settings];

const routes = [{ path: "/coupon/list", title: "coupon.titles.list", page: async () => ({ default: () => null }) }] as PageRoute[];
const t = (key: string, options: { defaultValue: string }) => ({ "coupon.titles.list": "Coupons", "menu.coupon": "Coupon centre" })[key] ?? options.defaultValue;

describe("the role editor's menu tree", () => {
  it("names pages by their route title, directories by their menu key, buttons by their authority", () => {
    expect(menuLabel(couponList, t, routes)).toBe("Coupons");
    expect(menuLabel(coupons, t, routes)).toBe("Coupon centre");
    // No route and no key: the server's name.
    expect(menuLabel(record, t, routes)).toBe("领取记录");
    expect(menuLabel(infoButton, t, routes)).toBe("merchant:coupon:info");
  });

  it("disables the owner-only nodes and everything under them, for anyone but the owner", () => {
    const label = (n: MenuCheckVo) => n.name;
    const flat = (nodes: ReturnType<typeof toTreeData>): ReturnType<typeof toTreeData> => nodes.flatMap((n) => [n, ...flat(n.children)]);
    const staffView = flat(toTreeData(tree, label, false));
    expect(staffView.filter((n) => n.disabled).map((n) => n.title)).toEqual(["设置", "店铺信息", "管理权限", "身份管理", "merchant:admin:role:save"]);
    expect(flat(toTreeData(tree, label, true)).some((n) => n.disabled)).toBe(false);
    expect(OWNER_ONLY_MENUS).toEqual(["设置", "管理员列表", "身份管理", "管理权限", "权限规则"]);
    expect(staffView.find((n) => n.key === infoButton.id)).toMatchObject({ isButton: true, disabled: false });
  });

  it("reads a role's stored menus as ticked leaves only", () => {
    // The stored directory and page would tick all they hold; their leaves speak for them.
    expect(checkedLeaves(tree)).toEqual([infoButton.id, record.id]);
    expect([...leafIds(tree)]).toEqual([infoButton.id, saveButton.id, record.id, shop.id, roles.childList[0]!.id]);
    expect(branchIds(tree)).toEqual([coupons.id, couponList.id, settings.id, rights.id, roles.id]);
  });
});

describe("admin rows", () => {
  it("knows the built-in accounts and reads role ids", () => {
    expect(isBuiltInAccount("2")).toBe(true);
    expect(isBuiltInAccount("1")).toBe(true);
    expect(isBuiltInAccount("100,12")).toBe(false);
    expect(roleIdList("100, 12,")).toEqual([100, 12]);
  });
});
