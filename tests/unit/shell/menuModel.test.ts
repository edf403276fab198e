import { describe, expect, it } from "vitest";
import { ancestorsOf, buildMenu } from "../../../src/layout/menuModel";
import type { MenuNode } from "../../../providers/session";
import type { PageRoute } from "../../../src/routing/types";

const node = (path: string, children: MenuNode[] = [], title = path): MenuNode => ({
  id: path.length,
  pid: 0,
  title,
  icon: "s-goods",
  perms: "",
  path,
  menuType: children.length ? "M" : "C",
  sort: 0,
  children,
});
const page = (path: string, title = `t${path}`): PageRoute => ({ path, title, page: async () => ({ default: () => null }) });

describe("buildMenu", () => {
  const tree = [
    node("/dashboard"),
    node("/product", [node("/product/list"), node("/product/cdkey")]),
    node("/order", [node("/order/list")]),
  ];
  const routes = [page("/dashboard"), page("/product/list"), page("/product/list/creatProduct/:id?")];

  it("keeps the server's order and drops pages without a route and directories left empty", () => {
    const menu = buildMenu(tree, routes);
    expect(menu.map((m) => m.path)).toEqual(["/dashboard", "/product"]);
    expect(menu[1]!.children!.map((m) => m.path)).toEqual(["/product/list"]);
  });

  it("titles pages by their route key and directories by the menu key", () => {
    const menu = buildMenu(tree, routes);
    expect(menu[0]!.titleKey).toBe("t/dashboard");
    expect(menu[1]!.titleKey).toBe("menu.product");
  });

  it("finds the groups that hold a page", () => {
    expect(ancestorsOf(buildMenu(tree, routes), "/product/list")).toEqual(["/product"]);
    expect(ancestorsOf(buildMenu(tree, routes), "/dashboard")).toEqual([]);
  });
});
