import { describe, expect, it } from "vitest";
import { documentTitle, routeTitle, TAB_PAGE_TITLES, titleFromMenu, titleWithId } from "../../../src/routing/titles";
import { maintainUserTitle } from "../../../src/pages/maintainUser/maintainUserTitle";
import type { PageRoute, TitleContext } from "../../../src/routing/types";
import { bundleOf } from "./i18n";

const zh = bundleOf("zh-CN");
const en = bundleOf("en-US");
const lookup = (bundle: Record<string, unknown>) => (key: string) =>
  String(key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle) ?? key);
const ctx = (params: Record<string, string | undefined>, t = lookup(zh), menuTitle?: string): TitleContext => ({ params, t, menuTitle });
const page: PageRoute["page"] = () => Promise.resolve({ default: () => null });

describe("fixed titles of tab pages (spec doc 1 §2.1)", () => {
  it("cover the seven last segments in the spec's order", () => {
    expect(Object.keys(TAB_PAGE_TITLES)).toEqual(["shop_tabs", "pay_tabs", "smallapp", "wechat", "wechat_open_app", "app_version", "pc_config"]);
    const t = lookup(en);
    expect(Object.values(TAB_PAGE_TITLES).map(t)).toEqual([
      "Shop settings",
      "Payment settings",
      "Mini-program config",
      "Official-account config",
      "App config",
      "App upgrade config",
      "PC basic config",
    ]);
  });
  it("apply to any route whose last segment matches", () => {
    const route: PageRoute = { path: "/operation/config/:tab", page, title: "titles.dashboard.home" };
    expect(routeTitle(route, "/operation/config/pay_tabs", ctx({ tab: "pay_tabs" }))).toBe("支付设置");
    expect(routeTitle(route, "/operation/config/other", ctx({ tab: "other" }))).toBe("主页");
  });
});

describe("titles with an id", () => {
  const route: PageRoute = { path: "/coupon/list/save/:id?/:edit?", page, title: titleWithId("shell.personalCentre") };
  it("add ID: and the id when present", () => {
    expect(routeTitle(route, "/coupon/list/save/12", ctx({ id: "12" }))).toBe("个人中心 ID:12");
  });
  it("are the plain title without an id (or id 0)", () => {
    expect(routeTitle(route, "/coupon/list/save", ctx({}))).toBe("个人中心");
    expect(routeTitle(route, "/coupon/list/save/0", ctx({ id: "0" }))).toBe("个人中心");
  });
  it("can read another param", () => {
    expect(titleWithId("shell.personalCentre", "activityId")(ctx({ activityId: "7" }))).toBe("个人中心 ID:7");
  });
});

describe("other title rules", () => {
  it("crud_crud takes the menu entry's title", () => {
    expect(titleFromMenu("shell.productName")(ctx({}, lookup(zh), "系统表单"))).toBe("系统表单");
    expect(titleFromMenu("shell.productName")(ctx({}))).toBe("商户管理后台");
  });
  it("MaintainUser is the personal centre for type users, otherwise change password", () => {
    expect(maintainUserTitle(ctx({ type: "users" }))).toBe("个人中心");
    expect(maintainUserTitle(ctx({ type: "password" }))).toBe("修改密码");
    expect(maintainUserTitle(ctx({}))).toBe("修改密码");
    expect(maintainUserTitle(ctx({ type: "users" }, lookup(en)))).toBe("Personal centre");
  });
  it("document.title is the title, ' - ', then the platform site name", () => {
    expect(documentTitle("优惠券列表", "CRMEB多商户")).toBe("优惠券列表 - CRMEB多商户");
    expect(documentTitle("优惠券列表", null)).toBe("优惠券列表");
  });
});
