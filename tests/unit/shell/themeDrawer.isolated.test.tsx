import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useLocale } from "./i18n";
import { stubMatchMedia } from "../library/matchMedia";

// antd renders slowly under a loaded CI machine.
configure({ asyncUtilTimeout: 5000 });

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("../../../providers/notify", () => ({ toastSuccess: toasts.success, toastError: toasts.error }));

const { default: ThemeDrawer } = await import("../../../src/theme/drawer/ThemeDrawer");
const { themeStore } = await import("../../../src/theme/themeStore");
const { clearSavedTheme } = await import("../../../src/theme/themePersistence");

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeAll(async () => {
  stubMatchMedia();
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  await useLocale("en-US");
});
beforeEach(() => {
  vi.clearAllMocks();
  clearSavedTheme();
  themeStore.reload();
  render(<ThemeDrawer open onClose={() => undefined} />);
});
afterEach(cleanup);

describe("theme drawer", () => {
  it("copies the configuration as JSON: 'configuration copied successfully'", async () => {
    writeText.mockResolvedValue();
    fireEvent.click(screen.getByTestId("theme-copy"));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("configuration copied successfully"));
    expect(JSON.parse(writeText.mock.calls[0][0])).toEqual(themeStore.get());
  });

  it("says 'failed to copy' when the clipboard refuses", async () => {
    writeText.mockRejectedValue(new Error("denied"));
    document.execCommand = vi.fn(() => false);
    fireEvent.click(screen.getByTestId("theme-copy"));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith("failed to copy"));
  });

  it("reset forgets the saved choices", () => {
    const reset = vi.spyOn(themeStore, "reset").mockImplementation(() => undefined);
    fireEvent.click(screen.getByTestId("theme-reset"));
    expect(reset).toHaveBeenCalled();
  });

  it("switches layout at once; classic turns history tabs off and disables the breadcrumb", async () => {
    fireEvent.click(screen.getByTestId("layout-option-classic"));
    expect(themeStore.get()).toMatchObject({ layout: "classic", isTagsview: false });
    await waitFor(() => expect(screen.getByTestId("theme-switch-isBreadcrumb")).toBeDisabled());
    expect(screen.getByTestId("theme-switch-isTagsview")).not.toBeChecked();
    fireEvent.click(screen.getByTestId("layout-option-defaults"));
    expect(themeStore.get().isTagsview).toBe(true);
    await waitFor(() => expect(screen.getByTestId("theme-switch-isBreadcrumb")).toBeEnabled());
  });

  it("offers theme-9 only in the columns layout", async () => {
    expect(themeStore.get().layout).toBe("columns");
    expect(screen.getByTestId("theme-option-theme-9")).toBeInTheDocument();
    fireEvent.click(screen.getByTestId("theme-option-theme-9"));
    expect(themeStore.get().themeStyle).toBe("theme-9");
    fireEvent.click(screen.getByTestId("layout-option-transverse"));
    await waitFor(() => expect(screen.queryByTestId("theme-option-theme-9")).toBeNull());
    expect(themeStore.get().themeStyle).toBe("theme-1");
  });

  it("grayscale and colour-weak switch each other off", async () => {
    fireEvent.click(screen.getByTestId("theme-switch-isGrayscale"));
    expect(themeStore.get().isGrayscale).toBe(true);
    fireEvent.click(screen.getByTestId("theme-switch-isInvert"));
    expect(themeStore.get()).toMatchObject({ isGrayscale: false, isInvert: true });
    await waitFor(() => expect(screen.getByTestId("theme-switch-isGrayscale")).not.toBeChecked());
  });

  it("saves tab style, animation and highlight choices", () => {
    fireEvent.click(screen.getByText("Lively"));
    fireEvent.click(screen.getByText("Slide right"));
    fireEvent.click(screen.getByText("Round"));
    expect(themeStore.get()).toMatchObject({ tagsStyle: "lively", animation: "slide-right", menuHighlight: "round" });
    expect(JSON.parse(localStorage.getItem("MerMerAdmin_themeConfig")!)).toMatchObject({ tagsStyle: "lively" });
  });
});
