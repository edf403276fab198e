import "@ant-design/v5-patch-for-react-19";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, configure, fireEvent, render, waitFor } from "@testing-library/react";
import { Refine, type DataProvider } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { MemoryRouter } from "react-router";
import { stubMatchMedia } from "../library/matchMedia";
import { useLocale } from "../shell/i18n";
import type { MerchantConfigInfo } from "../../../server/areas/shopSettings/contract";
import { storedConfig } from "./storedConfig";

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
const { area } = await import("../../../resources/shopSettings/area");
const { CONFIG_ANSWER_KEY } = await import("../../../resources/shopSettings/endpoints");
const { declareExtensions } = await import("../../../providers/accessControl");
const { default: StoreInfoPage } = await import("../../../resources/shopSettings/storeInfo/StoreInfoPage");
declareExtensions(await area.load!(), area.resources ?? []);

const stored = storedConfig({ intro: "原来的简介" });

/** A server holding the configuration: `config` answers it, `editConfig` changes it. */
const server = {
  getApiUrl: () => "/api/",
  custom: async ({ meta, payload }: { meta?: { action?: string }; payload?: Partial<MerchantConfigInfo> }) => {
    if (meta?.action === "editConfig") Object.assign(stored, payload);
    // The answer comes a moment later, as over the network.
    await new Promise((resolve) => setTimeout(resolve, 30));
    return { data: (meta?.action === "config" ? { ...stored } : {}) as never };
  },
  getList: async () => ({ data: [] as never[], total: 0 }),
  getOne: async () => ({ data: {} as never }),
  create: async () => ({ data: {} as never }),
  update: async () => ({ data: {} as never }),
  deleteOne: async () => ({ data: {} as never }),
} as unknown as DataProvider;

/** The store-info page on its 店铺信息 tab, with the console's one query client (its cache outlives the page). */
const openPage = () =>
  render(
    <MemoryRouter initialEntries={["/operation/modifyStoreInfo?tab=config"]}>
      <Refine
        dataProvider={server}
        routerProvider={routerProvider}
        resources={area.resources}
        options={{ disableTelemetry: true, reactQuery: { clientConfig: queryClient } }}
      >
        <StoreInfoPage />
      </Refine>
    </MemoryRouter>,
  );

describe("the store configuration", () => {
  it("opened again after a save, shows what was saved, not the answer it was first opened with", async () => {
    const first = openPage();
    const intro = await first.findByTestId("config-intro");
    expect(intro).toHaveValue("原来的简介");
    fireEvent.change(intro, { target: { value: "保存后的简介" } });
    fireEvent.click(first.getByTestId("config-save"));
    await waitFor(() => expect(stored.intro).toBe("保存后的简介"));
    // The save is done once the page's answer, marked old by it, has been asked again (the save's
    // own answer comes 30 ms after the write): waiting for no fetch in flight passed before that on
    // a busy machine.
    await waitFor(() => expect(JSON.stringify(queryClient.getQueryData(CONFIG_ANSWER_KEY))).toContain("保存后的简介"));
    first.unmount();

    // The page mounts afresh (its history tab was closed) while the query client keeps its answers.
    const again = openPage();
    expect(await again.findByTestId("config-intro")).toHaveValue("保存后的简介");
  });
});
