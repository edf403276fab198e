import { describe, expect, it } from "vitest";
import { accordionKeys, firstLeaf, groupOf, menuTrail } from "../../../src/layout/menuGroups";
import { ancestorsOf, buildMenu, type MenuItemModel } from "../../../src/layout/menuModel";
import type { MenuNode } from "../../../providers/session";
import type { PageRoute } from "../../../src/routing/types";

const item = (path: string, children?: MenuItemModel[]): MenuItemModel => ({ key: path, path, icon: "", serverTitle: path, children });
const menu = [
  item("/dashboard"),
  item("/marketing", [item("/marketing/seckill", [item("/marketing/seckill/list"), item("/marketing/seckill/seckillActivity")]), item("/marketing/group", [item("/marketing/group/list")])]),
  item("/coupon", [item("/coupon/list"), item("/coupon/record")]),
];

describe("menu groups", () => {
  it("trail from the first level down to a page", () => {
    expect(menuTrail(menu, "/marketing/seckill/list").map((i) => i.path)).toEqual(["/marketing", "/marketing/seckill", "/marketing/seckill/list"]);
    expect(menuTrail(menu, "/nowhere")).toEqual([]);
  });
  it("the group of a page, and a group's first page", () => {
    expect(groupOf(menu, "/coupon/record")?.path).toBe("/coupon");
    expect(groupOf(menu, "/dashboard")?.path).toBe("/dashboard");
    expect(firstLeaf(menu[1])).toBe("/marketing/seckill/list");
    expect(firstLeaf(menu[0])).toBe("/dashboard");
  });
  it("accordion keeps one branch open", () => {
    const open = ancestorsOf(menu, "/marketing/seckill/list");
    expect(open).toEqual(["/marketing", "/marketing/seckill"]);
    expect(accordionKeys(menu, open, [...open, "/coupon"], true)).toEqual(["/coupon"]);
    expect(accordionKeys(menu, open, [...open, "/marketing/group"], true)).toEqual(["/marketing", "/marketing/group"]);
    expect(accordionKeys(menu, open, [...open, "/coupon"], false)).toEqual([...open, "/coupon"]);
    expect(accordionKeys(menu, open, ["/marketing"], true)).toEqual(["/marketing"]);
  });
});

describe("menu model", () => {
  const node = (path: string, children: MenuNode[] = [], menuType = "C"): MenuNode => ({ id: 0, pid: 0, title: path, icon: "", perms: "", path, menuType, sort: 0, children });
  const page: PageRoute["page"] = () => Promise.resolve({ default: () => null });
  it("keeps the server's order and drops paths without a page", () => {
    const routes: PageRoute[] = [{ path: "/coupon/list", page, title: "k" }, { path: "/dashboard", page, title: "titles.dashboard.home" }];
    const built = buildMenu([node("/dashboard"), node("/order", [node("/order/list")], "M"), node("/coupon", [node("/coupon/record"), node("/coupon/list")], "M")], routes);
    expect(built.map((i) => i.path)).toEqual(["/dashboard", "/coupon"]);
    expect(built[1].children?.map((i) => i.path)).toEqual(["/coupon/list"]);
  });
});
