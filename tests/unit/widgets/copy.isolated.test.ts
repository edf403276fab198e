import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { copyText } from "../../../src/widgets/copy";
import { useLocale } from "../shell/i18n";

const toasts = vi.hoisted(() => ({ info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock("../../../providers/notify", () => ({
  toastInfo: toasts.info,
  toastSuccess: toasts.success,
  toastError: toasts.error,
  toastWarning: toasts.warning,
}));

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeAll(async () => {
  await useLocale("zh-CN");
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});
beforeEach(() => vi.clearAllMocks());

describe("copyText", () => {
  it("copies and says 复制成功", async () => {
    writeText.mockResolvedValue();
    await expect(copyText("ORDER123")).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith("ORDER123");
    expect(toasts.success).toHaveBeenCalledWith("复制成功");
  });
  it("copies numbers as text", async () => {
    writeText.mockResolvedValue();
    await copyText(42);
    expect(writeText).toHaveBeenCalledWith("42");
  });
  it("says 无复制内容 for an empty value and copies nothing", async () => {
    await expect(copyText("")).resolves.toBe(false);
    await expect(copyText(null)).resolves.toBe(false);
    expect(writeText).not.toHaveBeenCalled();
    expect(toasts.warning).toHaveBeenCalledWith("无复制内容");
  });
  it("reports a refused copy", async () => {
    writeText.mockRejectedValue(new Error("denied"));
    document.execCommand = vi.fn(() => false);
    await expect(copyText("x")).resolves.toBe(false);
    expect(toasts.error).toHaveBeenCalledWith("复制失败");
  });
});
