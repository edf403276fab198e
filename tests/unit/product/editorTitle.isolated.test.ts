import { beforeEach, describe, expect, it, vi } from "vitest";
import { editorPageTitle } from "../../../resources/product/editor/editorTitle";
import { editorPath } from "../../../resources/product/editor/editorPath";
import { productRoutes } from "../../../resources/product/area";
import { findRoute } from "../../../src/routing/pathMatch";
import { routeTitle } from "../../../src/routing/titles";
import { bundleOf } from "../shell/i18n";
import { declareExtensions } from "../../../providers/accessControl";
import { area as productArea } from "../../../resources/product/area";
import { productEndpoints } from "../../../resources/product/endpoints";

const admin = { permissionsList: ["*:*:*"], roles: "2" };
vi.mock("../../../providers/session", () => ({ currentAdmin: () => admin }));
// The access provider answers by resource name for the resources the console declared.
declareExtensions(productEndpoints, productArea.resources ?? []);

const lookup = (bundle: Record<string, unknown>) => (key: string) =>
  String(key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle) ?? key);
const zh = lookup(bundleOf("zh-CN"));
const en = lookup(bundleOf("en-US"));

/** The title the shell gives the editor's address (tab, breadcrumb, document.title). */
function titleOf(path: string, t = zh, menuTitle?: string) {
  const found = findRoute(productRoutes, path);
  if (!found) throw new Error(`no route for ${path}`);
  return routeTitle(found.route, path, { params: found.params, t, menuTitle });
}

describe("the product editor's own title", () => {
  beforeEach(() => {
    admin.permissionsList = ["*:*:*"];
  });
  it("names what the page does, not the list it came from", () => {
    expect(titleOf(editorPath("add", 0, 0))).toBe("添加商品");
    expect(titleOf("/product/list/creatProduct/0/2/2")).toBe("添加商品");
    expect(titleOf(editorPath("edit", 67, 0))).toBe("编辑商品 ID:67");
    expect(titleOf(editorPath("copy", 67, 0))).toBe("复制商品 ID:67");
    expect(titleOf(editorPath("view", 67, 0))).toBe("商品详情 ID:67");
    // The menu entry it belongs to (商品列表) does not replace it.
    expect(titleOf(editorPath("add", 0, 1), zh, "商品列表")).toBe("添加商品");
  });
  it("in English", () => {
    expect(titleOf(editorPath("add", 0, 0), en)).toBe("Add product");
    expect(titleOf(editorPath("edit", 5, 0), en)).toBe("Edit product ID:5");
    expect(titleOf(editorPath("view", 5, 0), en)).toBe("Product details ID:5");
  });
  it("a product the user may not change is titled as a view", () => {
    admin.permissionsList = ["merchant:product:page:list", "merchant:product:info"];
    expect(editorPageTitle({ params: { id: "9", isDisabled: "2", isCopy: "2" }, t: zh })).toBe("商品详情 ID:9");
  });
});
