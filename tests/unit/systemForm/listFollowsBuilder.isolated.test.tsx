import "@ant-design/v5-patch-for-react-19";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, cleanup, configure, render, screen } from "@testing-library/react";
import { Refine, type DataProvider } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { MemoryRouter } from "react-router";
import { stubMatchMedia } from "../library/matchMedia";
import { useLocale } from "../shell/i18n";

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });
stubMatchMedia();
vi.mock("../../../providers/session", () => ({
  currentAdmin: () => ({ permissionsList: ["*:*:*"], roles: "2" }),
  reloadAdminInfo: () => Promise.resolve({}),
}));
afterEach(cleanup);
beforeAll(() => useLocale("zh-CN"));

const { queryClient } = await import("../../../src/boot/queryClient");
const { area } = await import("../../../resources/systemForm/area");
const { declareExtensions } = await import("../../../providers/accessControl");
const { default: SystemFormListPage } = await import("../../../resources/systemForm/SystemFormListPage");
const { announceSystemFormSaved } = await import("../../../resources/systemForm/formCache");
declareExtensions(await area.load!(), area.resources ?? []);

const row = (id: number, formName: string) => ({ id, formName, createTime: "2024-05-01 10:00:00", updateTime: "2024-05-01 10:00:00" });
/** The server's system forms: the builder, in another tab, adds to them. */
const stored = [row(1, "会员信息登记表")];

const server = {
  getApiUrl: () => "/api/",
  getList: async () => ({ data: [...stored] as never[], total: stored.length }),
  getOne: async () => ({ data: {} as never }),
  create: async () => ({ data: {} as never }),
  update: async () => ({ data: {} as never }),
  deleteOne: async () => ({ data: {} as never }),
} as unknown as DataProvider;

describe("the system forms list", () => {
  it("shows a form the builder saved in its own tab, without a reload", async () => {
    render(
      <MemoryRouter initialEntries={["/maintain/systemForm"]}>
        <Refine
          dataProvider={server}
          routerProvider={routerProvider}
          resources={area.resources}
          options={{ disableTelemetry: true, reactQuery: { clientConfig: queryClient } }}
        >
          <SystemFormListPage />
        </Refine>
      </MemoryRouter>,
    );
    expect(await screen.findByText("会员信息登记表")).toBeInTheDocument();

    // The builder (another tab) saves a new form and says so.
    stored.push(row(2, "键盘表单"));
    act(() => announceSystemFormSaved());
    expect(await screen.findByText("键盘表单")).toBeInTheDocument();
  });
});
