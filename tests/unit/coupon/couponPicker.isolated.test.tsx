import "@ant-design/v5-patch-for-react-19";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Refine, type DataProvider } from "@refinedev/core";
import { App as AntdApp } from "antd";
import { CouponPicker } from "../../../src/widgets/pickers/CouponPicker";
import { useLocale } from "../shell/i18n";
// As the console does at start: the access provider answers for every area's resources.
import "../../../resources";
import { adoptExtensions } from "../../../providers/extensions";
import { couponPickerEndpoints, COUPON_PICKER } from "../../../src/widgets/pickers/couponEndpoints";
import { stubMatchMedia } from "../library/matchMedia";

// Handing out a coupon is an extension of the reference server, announced by it.
adoptExtensions([couponPickerEndpoints[COUPON_PICKER]!.actions!.receive!.path]);

// antd renders slowly on a loaded machine.
configure({ asyncUtilTimeout: 5000 });

const toasts = vi.hoisted(() => ({ info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock("../../../providers/notify", () => ({
  toastInfo: toasts.info,
  toastSuccess: toasts.success,
  toastError: toasts.error,
  toastWarning: toasts.warning,
}));

vi.mock("../../../providers/session", () => ({
  currentAdmin: () => ({ permissionsList: ["*:*:*"], roles: "2" }),
}));

afterEach(cleanup);
// antd dialogs and selects are slow to render on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

// antd's responsive table asks for media queries, which jsdom lacks.
stubMatchMedia();

const coupons = [
  { id: 1, name: "满100减10", money: 10, minPrice: 100, isLimited: true, lastTotal: 8, isFixedTime: false, useStartTime: null, useEndTime: null, day: 7 },
  { id: 2, name: "新人无门槛券", money: 5, minPrice: 0, isLimited: false, lastTotal: 0, isFixedTime: true, useStartTime: "2030-01-01 00:00:00", useEndTime: "2030-02-01 00:00:00", day: 0 },
];

function setup(props: Partial<Parameters<typeof CouponPicker>[0]> = {}) {
  const custom = vi.fn(async ({ meta }: { meta?: Record<string, unknown> }) => ({ data: (meta?.action === "usable" ? coupons : null) as never }));
  const none = async () => ({ data: [] as never[], total: 0 });
  const dataProvider = { custom, getList: none, getOne: none, create: none, update: none, deleteOne: none, getApiUrl: () => "/api/" } as unknown as DataProvider;
  const onOk = vi.fn();
  const onCancel = vi.fn();
  render(
    <AntdApp>
      <Refine dataProvider={dataProvider} options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}>
        <CouponPicker open onOk={onOk} onCancel={onCancel} {...props} />
      </Refine>
    </AntdApp>,
  );
  return { custom, onOk, onCancel };
}

describe("CouponPicker", () => {
  beforeAll(() => useLocale("zh-CN"));

  it("lists usable coupons, filters by keyword here, and wants a choice before OK", async () => {
    const { onOk } = setup();
    const dialog = await screen.findByTestId("coupon-picker");
    await within(dialog).findByText("满100减10");
    expect(within(dialog).getByText("新人无门槛券")).toBeInTheDocument();
    expect(within(dialog).getByText("7天")).toBeInTheDocument();
    expect(within(dialog).getByText("不限制")).toBeInTheDocument();

    fireEvent.change(screen.getByTestId("coupon-picker-keywords"), { target: { value: "新人" } });
    fireEvent.keyDown(screen.getByTestId("coupon-picker-keywords"), { key: "Enter", keyCode: 13 });
    await waitFor(() => expect(within(dialog).queryByText("满100减10")).toBeNull());

    fireEvent.click(screen.getByTestId("coupon-picker-ok"));
    expect(toasts.warning).toHaveBeenCalledWith("请先选择优惠劵");
    expect(onOk).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole("radio"));
    fireEvent.click(screen.getByTestId("coupon-picker-ok"));
    expect(onOk).toHaveBeenCalledWith([expect.objectContaining({ id: 2, name: "新人无门槛券" })]);
  });

  it("sends a coupon to one customer after asking", async () => {
    const { custom } = setup({ uid: 42 });
    await screen.findByText("满100减10");
    fireEvent.click(screen.getByTestId("coupon-picker-send-1"));
    expect(await screen.findByText("发送优惠劵吗")).toBeInTheDocument();
    const confirm = (await screen.findAllByRole("dialog")).pop()!;
    fireEvent.click(within(confirm).getByRole("button", { name: /确\s*定/ }));
    await waitFor(() => expect(custom).toHaveBeenCalledWith(expect.objectContaining({ meta: expect.objectContaining({ action: "receive" }), payload: { couponId: 1, uid: 42 } })));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("发送成功"));
  });
});
