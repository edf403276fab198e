import "@ant-design/v5-patch-for-react-19";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Refine, type DataProvider } from "@refinedev/core";
import { App as AntdApp } from "antd";
import { CollectCard } from "../../../resources/product/editor/collect/CollectCard";
import { useLocale } from "../shell/i18n";
import { declareExtensions } from "../../../providers/accessControl";
import { area as productArea } from "../../../resources/product/area";
import { productEndpoints } from "../../../resources/product/endpoints";

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });

const toasts = vi.hoisted(() => ({ info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock("../../../providers/notify", () => ({ toastInfo: toasts.info, toastSuccess: toasts.success, toastError: toasts.error, toastWarning: toasts.warning }));
vi.mock("../../../providers/session", () => ({ currentAdmin: () => ({ permissionsList: ["*:*:*"], roles: "2" }) }));

// The access provider answers by resource name for the resources the console declared.
declareExtensions(productEndpoints, productArea.resources ?? []);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const PRODUCT = { name: "采集测试蓝牙耳机" };

/** The card over a data provider whose copy/config answers `config` (or fails like the backend without a setting). */
function setup(config: { copyType: string; copyNum: number } | "missing") {
  const custom = vi.fn(async ({ meta, payload, query }: { meta?: Record<string, unknown>; payload?: unknown; query?: unknown }) => {
    void payload;
    void query;
    if (meta?.action === "copyConfig") {
      if (config === "missing") throw Object.assign(new Error("请先进行采集商品配置"), { statusCode: 400 });
      return { data: config as never };
    }
    return { data: PRODUCT as never };
  });
  const none = async () => ({ data: [] as never[], total: 0 });
  const dataProvider = { custom, getList: none, getOne: none, create: none, update: none, deleteOne: none, getApiUrl: () => "/api/" } as unknown as DataProvider;
  const onCollected = vi.fn();
  render(
    <AntdApp>
      <Refine dataProvider={dataProvider} options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}>
        <CollectCard onCollected={onCollected} />
      </Refine>
    </AntdApp>,
  );
  const calls = () => custom.mock.calls.map(([arg]) => arg as { meta?: { action?: string }; payload?: unknown; query?: unknown });
  return { onCollected, calls };
}

describe("the collect card", () => {
  beforeAll(() => useLocale("zh-CN"));

  it("99api: offers the platforms, picks the one of the pasted link, and sends it with the link to importProduct", async () => {
    const { onCollected, calls } = setup({ copyType: "2", copyNum: 0 });
    const url = await screen.findByTestId("collect-url");
    expect(screen.getByText("淘宝")).toBeInTheDocument();
    expect(screen.queryByText(/剩余/)).toBeNull();

    fireEvent.click(screen.getByTestId("collect-submit"));
    expect(toasts.warning).toHaveBeenCalledWith("请输入链接地址！");

    fireEvent.change(url, { target: { value: "https://item.jd.com/100012043978.html" } });
    expect(screen.getByRole("radio", { name: "京东" })).toBeChecked();
    fireEvent.click(screen.getByRole("radio", { name: "拼多多" }));
    fireEvent.click(screen.getByTestId("collect-submit"));
    await waitFor(() => expect(onCollected).toHaveBeenCalledWith(PRODUCT));
    const call = calls().find((c) => c.meta?.action === "importProduct");
    expect(call?.payload).toEqual({ url: "https://item.jd.com/100012043978.html", form: 4 });
  });

  it("one-pass: shows the copies left, no platform, and collects through copy/product", async () => {
    const { onCollected, calls } = setup({ copyType: "1", copyNum: 7 });
    expect(await screen.findByText("当前剩余 7 次采集次数。")).toBeInTheDocument();
    expect(screen.queryByText("淘宝")).toBeNull();
    fireEvent.change(screen.getByTestId("collect-url"), { target: { value: "https://item.taobao.com/item.htm?id=1" } });
    fireEvent.click(screen.getByTestId("collect-submit"));
    await waitFor(() => expect(onCollected).toHaveBeenCalledWith(PRODUCT));
    expect(calls().find((c) => c.meta?.action === "copyProduct")?.payload).toEqual({ url: "https://item.taobao.com/item.htm?id=1" });
    expect(calls().some((c) => c.meta?.action === "importProduct")).toBe(false);
  });

  it("without a collection setting: says so and offers no link field", async () => {
    setup("missing");
    expect(await screen.findByTestId("collect-unavailable")).toHaveTextContent("平台尚未配置商品采集，暂不能采集商品。");
    expect(screen.queryByTestId("collect-url")).toBeNull();
  });
});
