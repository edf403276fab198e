import { beforeEach, describe, expect, it } from "vitest";
import { readCookie } from "../../../providers/storage";
import { THEME_COOKIE, THEME_STORAGE_KEY, clearSavedTheme, loadTheme, saveTheme } from "../../../src/theme/themePersistence";
import { DEFAULT_THEME } from "../../../src/theme/themeConfig";
import { antdThemeOf, themeStore, useThemePick } from "../../../src/theme/themeStore";
import { readableFamily } from "../../../src/theme/readableColours";
import { act, renderHook } from "@testing-library/react";

beforeEach(() => {
  clearSavedTheme();
  themeStore.reload();
});

describe("theme persistence", () => {
  it("saves to local storage and a cookie", () => {
    saveTheme({ ...DEFAULT_THEME, layout: "classic" });
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY)!).layout).toBe("classic");
    expect(JSON.parse(readCookie(THEME_COOKIE)!).layout).toBe("classic");
  });
  it("restores from the cookie when local storage was cleared (after a 401)", () => {
    saveTheme({ ...DEFAULT_THEME, layout: "transverse", themeStyle: "theme-5" });
    localStorage.clear();
    expect(loadTheme()).toMatchObject({ layout: "transverse", themeStyle: "theme-5", primary: "#6954f0" });
  });
  it("prefers local storage over the cookie", () => {
    saveTheme({ ...DEFAULT_THEME, layout: "transverse" });
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ ...DEFAULT_THEME, layout: "defaults" }));
    expect(loadTheme().layout).toBe("defaults");
  });
  it("reset clears both, so defaults come back", () => {
    saveTheme({ ...DEFAULT_THEME, layout: "classic" });
    clearSavedTheme();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(readCookie(THEME_COOKIE)).toBeUndefined();
    expect(loadTheme()).toEqual(DEFAULT_THEME);
  });
});

describe("theme store", () => {
  it("applies and saves a change at once, and tells subscribers", () => {
    let calls = 0;
    const stop = themeStore.subscribe(() => calls++);
    themeStore.setLayout("classic");
    stop();
    expect(calls).toBe(1);
    expect(themeStore.get()).toMatchObject({ layout: "classic", isTagsview: false });
    expect(loadTheme().layout).toBe("classic");
    expect(document.documentElement.dataset.shellLayout).toBe("classic");
  });
  it("puts the colour filter on the document and the primary in a CSS variable", () => {
    themeStore.setFilter("grayscale", true);
    expect(document.documentElement.style.filter).toBe("grayscale(1)");
    themeStore.setFilter("invert", true);
    expect(document.documentElement.style.filter).toBe("invert(80%)");
    expect(themeStore.get().isGrayscale).toBe(false);
    themeStore.setThemeStyle("theme-3");
    // The spec's #41a584, darkened until text in it reads (readableColours.ts).
    expect(document.documentElement.style.getPropertyValue("--shell-primary")).toBe(readableFamily("#41a584").base);
  });
  it("feeds antd the theme's primary colour", () => {
    expect(antdThemeOf("theme-1").token?.colorPrimary).toBe(readableFamily("#409eff").base);
    expect(antdThemeOf("theme-8").token?.colorPrimary).toBe(readableFamily("#f34d37").base);
  });
  it("animates unless the system asks for less motion", () => {
    expect(antdThemeOf("theme-1").token?.motion).toBe(true);
    expect(antdThemeOf("theme-1", true).token?.motion).toBe(false);
  });
});

describe("picking theme settings", () => {
  it("re-renders a reader only when a setting it reads changes, and removes transitions while the colours switch", async () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useThemePick("layout");
    });
    expect(result.current).toEqual({ layout: DEFAULT_THEME.layout });
    const before = renders;
    act(() => themeStore.setThemeStyle("theme-5"));
    expect(renders).toBe(before);
    // A colour change turns transitions off for the frames that repaint it.
    expect(document.documentElement.classList.contains("theme-switching")).toBe(true);
    act(() => themeStore.setLayout("classic"));
    expect(renders).toBe(before + 1);
    expect(result.current).toEqual({ layout: "classic" });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.documentElement.classList.contains("theme-switching")).toBe(false);
    // A layout change alone keeps them: its elements are new, and nothing would ease.
    act(() => themeStore.setLayout("transverse"));
    expect(document.documentElement.classList.contains("theme-switching")).toBe(false);
  });
});
