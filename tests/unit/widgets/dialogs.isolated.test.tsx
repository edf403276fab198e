import "@ant-design/v5-patch-for-react-19";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Modal } from "antd";
import { promptText } from "../../../src/widgets/prompt";
import { confirmDelete } from "../../../src/widgets/confirmDelete";
import { useLocale } from "../shell/i18n";

// antd renders slowly under a loaded CI machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

// Let the last static dialog unmount before the environment is torn down (motion is off: setup.ts).
afterAll(async () => {
  Modal.destroyAll();
  await waitFor(() => expect(document.querySelector(".ant-modal-root")).toBeNull());
});

const toasts = vi.hoisted(() => ({ info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock("../../../providers/notify", () => ({
  toastInfo: toasts.info,
  toastSuccess: toasts.success,
  toastError: toasts.error,
  toastWarning: toasts.warning,
}));

/** The dialog opened last (closed ones may still be leaving the page). */
const lastDialog = async () => {
  const dialogs = await screen.findAllByRole("dialog");
  return within(dialogs[dialogs.length - 1]);
};
const button = async (name: RegExp) => (await lastDialog()).getByRole("button", { name });

beforeEach(() => {
  Modal.destroyAll();
  document.body.innerHTML = "";
  vi.clearAllMocks();
});

describe("promptText", () => {
  beforeAll(() => useLocale("zh-CN"));

  it("limits input to 50 characters with 输入限制50字以内", async () => {
    let result: Promise<string | null> | undefined;
    act(() => {
      result = promptText({ title: "分类名称", value: "旧名" });
    });
    const input = await screen.findByTestId("prompt-input");
    expect(input).toHaveValue("旧名");
    expect(input).toHaveAttribute("placeholder", "请输入分类名称");
    fireEvent.change(input, { target: { value: "字".repeat(51) } });
    expect(await screen.findByText("输入限制50字以内")).toBeInTheDocument();
    await waitFor(async () => expect(await button(/确\s*定/)).toBeDisabled());
    fireEvent.change(input, { target: { value: "字".repeat(50) } });
    await waitFor(async () => expect(await button(/确\s*定/)).toBeEnabled());
    expect(screen.queryByText("输入限制50字以内")).toBeNull();
    fireEvent.click(await button(/确\s*定/));
    await expect(result).resolves.toBe("字".repeat(50));
  });

  it("cancel shows 取消输入 and resolves with null", async () => {
    let result: Promise<string | null> | undefined;
    act(() => {
      result = promptText({ title: "备注" });
    });
    await screen.findByTestId("prompt-input");
    fireEvent.click(await button(/取\s*消/));
    await expect(result).resolves.toBeNull();
    expect(toasts.info).toHaveBeenCalledWith("取消输入");
  });
});

describe("confirmDelete", () => {
  beforeAll(() => useLocale("en-US"));

  it("asks 'sure to delete permanently' and runs onOk", async () => {
    const onOk = vi.fn().mockResolvedValue(undefined);
    let result: Promise<boolean> | undefined;
    act(() => {
      result = confirmDelete({ onOk });
    });
    expect(await screen.findByText("Sure to delete permanently?")).toBeInTheDocument();
    fireEvent.click(await button(/OK/));
    await expect(result).resolves.toBe(true);
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(toasts.info).not.toHaveBeenCalled();
  });

  it("cancel gives a 'cancelled' notice and does not delete", async () => {
    const onOk = vi.fn();
    let result: Promise<boolean> | undefined;
    act(() => {
      result = confirmDelete({ onOk });
    });
    await screen.findByText("Sure to delete permanently?");
    fireEvent.click(await button(/Cancel/));
    await expect(result).resolves.toBe(false);
    expect(onOk).not.toHaveBeenCalled();
    expect(toasts.info).toHaveBeenCalledWith("Cancelled");
  });

  it("zh-CN cancel says 已取消", async () => {
    await useLocale("zh-CN");
    act(() => {
      void confirmDelete({ onOk: () => undefined });
    });
    await screen.findByText("确定永久删除该数据吗？");
    fireEvent.click(await button(/取\s*消/));
    await waitFor(() => expect(toasts.info).toHaveBeenCalledWith("已取消"));
  });
});
