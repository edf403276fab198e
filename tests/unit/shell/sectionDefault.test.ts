import { describe, expect, it } from "vitest";
import { sectionDefault } from "../../../src/routing/sectionDefault";
import type { MenuItemModel } from "../../../src/layout/menuModel";

const item = (path: string, children?: MenuItemModel[]): MenuItemModel => ({ key: path, path, icon: "", serverTitle: path, children });
const menu = [
  item("/dashboard"),
  item("/product", [item("/product/list"), item("/product/classify")]),
  item("/finance", [item("/finance/capitalFlow"), item("/finance/statement")]),
  item("/operation", [
    item("/operation/printing", [item("/operation/printing/printreceipt"), item("/operation/printing/electrsheet")]),
    item("/operation/freightSet"),
  ]),
];
const anyPage = () => true;

describe("a menu section's address leads to its first page", () => {
  it("the first child in the menu's order", () => {
    expect(sectionDefault(menu, "/product", anyPage)).toBe("/product/list");
    expect(sectionDefault(menu, "/finance", anyPage)).toBe("/finance/capitalFlow");
  });
  it("depth first through nested sections, and for a nested section's own address", () => {
    expect(sectionDefault(menu, "/operation", anyPage)).toBe("/operation/printing/printreceipt");
    expect(sectionDefault(menu, "/operation/printing", anyPage)).toBe("/operation/printing/printreceipt");
  });
  it("skips pages the user may not open", () => {
    const noList = (path: string) => path !== "/product/list";
    expect(sectionDefault(menu, "/product", noList)).toBe("/product/classify");
    const noPrinting = (path: string) => !path.startsWith("/operation/printing");
    expect(sectionDefault(menu, "/operation", noPrinting)).toBe("/operation/freightSet");
  });
  it("a trailing slash is the same address", () => {
    expect(sectionDefault(menu, "/product/", anyPage)).toBe("/product/list");
  });
  it("nothing for a section without an openable page, a page, or an unknown path (the caller shows 404)", () => {
    expect(sectionDefault(menu, "/product", () => false)).toBeUndefined();
    expect(sectionDefault(menu, "/order", anyPage)).toBeUndefined();
    expect(sectionDefault(menu, "/dashboard", anyPage)).toBeUndefined();
    expect(sectionDefault(menu, "/product/list", anyPage)).toBeUndefined();
    expect(sectionDefault(menu, "/", anyPage)).toBeUndefined();
  });
});
