import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, configure, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { useLocale } from "./i18n";
import { stubMatchMedia } from "../library/matchMedia";

configure({ asyncUtilTimeout: 5000 });

vi.mock("../../../resources", () => {
  const page = () => Promise.resolve({ default: () => <p>a page</p> });
  return {
    routes: [
      { path: "/dashboard", page, title: "titles.dashboard.home", affix: true },
      { path: "/coupon/list", page, title: "shell.personalCentre" },
      { path: "/coupon/record", page, title: "shell.changePassword" },
    ],
    resources: [],
    endpoints: {},
    areas: [],
  };
});
vi.mock("../../../providers/session", () => {
  const node = (id: number, title: string, path: string, icon = "", children: unknown[] = []) => ({ id, pid: 0, title, icon, perms: "", path, menuType: children.length ? "M" : "C", sort: 0, children });
  const tree = [node(1, "主页", "/dashboard", "s-home"), node(2, "优惠券", "/coupon", "s-ticket", [node(3, "优惠券列表", "/coupon/list"), node(4, "领取记录", "/coupon/record")])];
  return {
    currentAdmin: () => ({ permissionsList: ["*:*:*"], roles: "2" }),
    loadAdminInfo: () => Promise.resolve({}),
    loadMenus: () => Promise.resolve(tree),
    currentMenus: () => undefined,
    loadPublicConfig: () => Promise.resolve(),
    resetSessionCache: () => undefined,
  };
});
vi.mock("@refinedev/core", () => ({
  useGetIdentity: () => ({ data: { name: "店长小王" } }),
  useLogout: () => ({ mutate: () => undefined }),
  useCustom: () => ({ result: { data: "CRMEB" } }),
  useDataProvider: () => () => ({ custom: async () => ({ data: {} }) }),
}));

// The footer asks the access provider through Refine's useCan, which this mock of Refine leaves out.
vi.mock("../../../src/access/useAllowed", () => ({ useAllowed: () => true }));

const { default: ShellLayout } = await import("../../../src/layout/ShellLayout");
const { themeStore } = await import("../../../src/theme/themeStore");
const { clearSavedTheme } = await import("../../../src/theme/themePersistence");

const shell = (path = "/coupon/list") =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ShellLayout />
    </MemoryRouter>,
  );

beforeAll(async () => {
  stubMatchMedia();
  await useLocale("zh-CN");
});
beforeEach(() => {
  clearSavedTheme();
  themeStore.reload();
  window.innerWidth = 1440;
});
afterEach(cleanup);

// Every layout hands antd's menus only the props their mode takes: antd says so once per message.
const consoleErrors = vi.spyOn(console, "error");
afterAll(() => {
  const antdWarnings = consoleErrors.mock.calls.map((call) => String(call[0])).filter((message) => message.includes("[antd:"));
  expect(antdWarnings).toEqual([]);
});

describe("layouts", () => {
  it("columns (default): first-level icons with titles, the chosen group's second level beside them", async () => {
    shell();
    expect(screen.getByTestId("layout-columns")).toBeInTheDocument();
    const bar = await screen.findByTestId("columns-bar");
    await within(bar).findByText("优惠券");
    expect(within(bar).getAllByTestId("columns-item").map((item) => item.textContent)).toEqual(["主页", "优惠券"]);
    expect(within(bar).getByText("优惠券").closest("button")).toHaveAttribute("aria-current", "page");
    const submenu = screen.getByTestId("columns-submenu");
    // Page entries are labelled by their route's title key (here the shell's own keys).
    expect(within(submenu).getByText("个人中心")).toBeInTheDocument();
    expect(within(submenu).queryByText("主页")).toBeNull();
    expect(screen.getByTestId("tags-view")).toBeInTheDocument();
    expect(await screen.findByText("a page")).toBeInTheDocument();
    expect(screen.getByTestId("shell-footer")).toHaveTextContent("CRMEB");
  });

  it("defaults: the whole tree in a side menu, the group of the page open", async () => {
    themeStore.setLayout("defaults");
    shell();
    const side = screen.getByTestId("side-menu");
    expect(await within(side).findByText("主页")).toBeInTheDocument();
    await vi.waitFor(() => expect(within(side).getByText("优惠券").closest("li")).toHaveClass("ant-menu-submenu-open"));
    expect(within(side).getByText("个人中心")).toBeInTheDocument();
    expect(screen.getByTestId("breadcrumb")).toHaveTextContent("优惠券/个人中心");
  });

  it("classic: first level across the top, the rest of the group at the side, no tabs", async () => {
    themeStore.setLayout("classic");
    shell();
    expect(screen.getByTestId("layout-classic")).toBeInTheDocument();
    expect(await within(screen.getByTestId("classic-top-menu")).findAllByTestId("top-group")).toHaveLength(2);
    expect(within(screen.getByTestId("classic-side-menu")).getByText("修改密码")).toBeInTheDocument();
    expect(screen.queryByTestId("tags-view")).toBeNull();
    expect(screen.queryByTestId("breadcrumb")).toBeNull();
  });

  it("a fixed header sticks; otherwise it scrolls away with the page", () => {
    themeStore.setLayout("transverse");
    const { unmount } = shell();
    expect(screen.getByTestId("shell-topbar")).toHaveClass("is-fixed");
    unmount();
    themeStore.update({ isFixedHeader: false });
    shell();
    expect(screen.getByTestId("shell-topbar")).not.toHaveClass("is-fixed");
    act(() => themeStore.setLayout("defaults"));
    expect(screen.getByTestId("shell-top")).not.toHaveClass("is-fixed");
  });

  it("transverse: one horizontal menu, no side bar", async () => {
    themeStore.setLayout("transverse");
    shell();
    expect(screen.getByTestId("layout-transverse")).toBeInTheDocument();
    expect(await within(screen.getByTestId("transverse-menu")).findByText("优惠券")).toBeInTheDocument();
    expect(screen.queryByTestId("side-menu")).toBeNull();
  });

  it("switches layout at once, keeping the open page mounted", async () => {
    shell();
    const before = await screen.findByText("a page");
    act(() => themeStore.setLayout("defaults"));
    expect(screen.getByTestId("layout-defaults")).toBeInTheDocument();
    expect(screen.getByText("a page")).toBe(before);
  });

  it("under 1000 px: the default layout with the menu behind a header button", () => {
    window.innerWidth = 800;
    themeStore.setLayout("classic");
    shell();
    const root = screen.getByTestId("layout-defaults");
    expect(root).toHaveAttribute("data-mobile", "true");
    expect(screen.getByTestId("mobile-menu-button")).toBeInTheDocument();
    expect(screen.queryByTestId("classic-top-menu")).toBeNull();
  });

  it("sets document.title from the route title and the site name", async () => {
    localStorage.setItem("platSiteName", "CRMEB多商户");
    shell("/coupon/record");
    await vi.waitFor(() => expect(document.title).toBe("修改密码 - CRMEB多商户"));
  });
});
