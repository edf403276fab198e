/** An area's own menu pages, placed into the written menu tree (`placeMenuPages`). */
import { describe, expect, it } from "vitest";
import { MENU_TREE, placeMenuPages, type MenuSeed } from "../../server/db/seed/menuTree.js";

const written: MenuSeed[] = [
  { name: "商品", path: "/product", children: [{ name: "商品列表", path: "/product/list", perms: "merchant:product:page:list" }] },
  { name: "运营", path: "/operation", children: [{ name: "店铺信息", path: "/operation/info" }, { name: "员工", path: "/operation/staff" }] },
];
const childPaths = (tree: MenuSeed[], path: string) => tree.find((node) => node.path === path)!.children!.map((node) => node.path);

describe("placeMenuPages", () => {
  it("puts a page last under its directory, or right after the sibling it names", () => {
    const tree = placeMenuPages(written, [
      { under: "/operation", name: "数据导出", path: "/operation/export" },
      { under: "/operation", after: "/operation/info", name: "打印", path: "/operation/printing", buttons: ["merchant:print"] },
    ]);
    expect(childPaths(tree, "/operation")).toEqual(["/operation/info", "/operation/printing", "/operation/staff", "/operation/export"]);
    expect(tree[1].children![1]).toEqual({ name: "打印", path: "/operation/printing", buttons: ["merchant:print"] });
  });

  it("leaves the written tree as it was", () => {
    placeMenuPages(written, [{ under: "/product", name: "分类", path: "/product/classify" }]);
    expect(childPaths(written, "/product")).toEqual(["/product/list"]);
  });

  it("refuses a directory or a sibling that is not in the tree, naming the page", () => {
    expect(() => placeMenuPages(written, [{ under: "/nowhere", name: "x", path: "/nowhere/x" }])).toThrow("menu page /nowhere/x: no menu directory at /nowhere");
    expect(() => placeMenuPages(written, [{ under: "/product/list", name: "x", path: "/product/x" }])).toThrow("no menu directory at /product/list");
    expect(() => placeMenuPages(written, [{ under: "/product", after: "/product/gone", name: "x", path: "/product/x" }])).toThrow("no page /product/gone under /product");
  });

  it("places the export records' page, declared by its area, last under 运营", () => {
    expect(childPaths(MENU_TREE, "/operation").at(-1)).toBe("/operation/export");
  });
});
