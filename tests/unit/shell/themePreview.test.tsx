import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { Switch } from "antd";
import { ThemedConfigProvider } from "../../../src/theme/ThemedConfigProvider";
import { DEFAULT_THEME } from "../../../src/theme/themeConfig";
import { clearSavedTheme, saveTheme } from "../../../src/theme/themePersistence";
import { previewCss, variablesOf, type ThemeVariables } from "../../../src/theme/themePreview";
import { antdThemeOf, themeStore } from "../../../src/theme/themeStore";
import { PALETTES, type ThemeId } from "../../../src/theme/palettes";
import { readableFamily } from "../../../src/theme/readableColours";

/** The primary a theme shows: its spec colour, darkened where text would not read. */
const shown = (id: ThemeId) => readableFamily(PALETTES[id].primary).base;

const vars = (global: Record<string, string>, components: Record<string, string> = {}): ThemeVariables => ({
  global: new Map(Object.entries(global)),
  components: new Map(Object.entries(components)),
});

describe("the preview of a colour change", () => {
  const blocks = [
    ".css-var-x{--ant-color-primary:#409eff;--ant-color-primary-hover:#69b9ff;--ant-color-bg-container:#ffffff;--ant-color-text:rgba(0,0,0,0.88)}",
    ".css-var-x.ant-btn{--ant-button-default-hover-color:#69b9ff;--ant-button-primary-shadow:0 2px 0 rgba(5,172,255,0.06);--ant-button-primary-color:#ffffff}",
    ".css-var-x.ant-menu-css-var{--ant-menu-dark-item-bg:#ffffff;--ant-menu-item-color:rgba(0,0,0,0.88)}",
  ];

  it("rewrites what changes: global variables by name, the ones antd derived from them by value, the theme's component tokens by name", () => {
    const next = vars(
      {
        "--ant-color-primary": "#6954f0",
        "--ant-color-primary-hover": "#9581fc",
        "--ant-color-bg-container": "#ffffff",
        "--ant-control-outline": "rgba(72,5,255,0.06)",
        "--ant-color-text": "rgba(0,0,0,0.88)",
      },
      { "--ant-menu-dark-item-bg": "#282c34" },
    );
    // The old control outline is known from the page's global block only through its name.
    const withOutline = [blocks[0].replace("}", ";--ant-control-outline:rgba(5,172,255,0.06)}"), ...blocks.slice(1)];
    expect(previewCss(withOutline, next).split("\n")).toEqual([
      ".css-var-x{--ant-color-primary:#6954f0;--ant-color-primary-hover:#9581fc;--ant-control-outline:rgba(72,5,255,0.06)}",
      ".css-var-x.ant-btn{--ant-button-default-hover-color:#9581fc;--ant-button-primary-shadow:0 2px 0 rgba(72,5,255,0.06)}",
      ".css-var-x.ant-menu-css-var{--ant-menu-dark-item-bg:#282c34}",
    ]);
  });

  it("never maps a component token's old value onto others: a menu turning dark leaves every other white alone", () => {
    const css = previewCss(blocks, vars({ "--ant-color-primary": "#409eff" }, { "--ant-menu-dark-item-bg": "#282c34" }));
    expect(css).toBe(".css-var-x.ant-menu-css-var{--ant-menu-dark-item-bg:#282c34}");
  });

  it("is empty when nothing changes", () => {
    expect(previewCss(blocks, vars({ "--ant-color-primary": "#409eff", "--ant-color-primary-hover": "#69b9ff" }))).toBe("");
  });

  it("takes the new values from antd's own derivation of the theme", () => {
    const { global, components } = variablesOf(antdThemeOf("theme-5"));
    expect(global.get("--ant-color-primary")).toBe("#6954f0");
    expect(global.get("--ant-color-link")).toBe("#6954f0");
    expect(global.get("--ant-color-primary-hover")).toMatch(/^#[0-9a-f]{6}$/);
    expect(components.get("--ant-menu-dark-item-selected-bg")).toBe("#6954f0");
    expect(components.get("--ant-layout-sider-bg")).toBe("#282c34");
  });
});

describe("a colour change in the page", () => {
  beforeEach(() => {
    clearSavedTheme();
    themeStore.reload();
  });
  afterEach(() => {
    cleanup();
    act(() => themeStore.setThemeStyle("theme-1"));
  });

  const preview = () => document.getElementById("antd-theme-preview");
  const antdVariables = () => Array.from(document.head.querySelectorAll('style[data-token-hash^="css-var-"]'), (s) => s.textContent).join("");

  it("shows the new primary at once, then antd writes it itself and the preview goes", async () => {
    render(
      <ThemedConfigProvider>
        <Switch defaultChecked data-testid="switch" />
      </ThemedConfigProvider>,
    );
    await screen.findByTestId("switch");
    expect(antdVariables()).toContain(`--ant-color-primary:${shown("theme-1")}`);

    // Synchronously, in the click: the preview carries the new colour before antd renders.
    themeStore.setThemeStyle("theme-5");
    expect(preview()?.textContent).toContain(`--ant-color-primary:${shown("theme-5")}`);
    expect(antdVariables()).toContain(`--ant-color-primary:${shown("theme-1")}`);

    await waitFor(() => expect(preview()).toBeNull());
    expect(antdVariables()).toContain(`--ant-color-primary:${shown("theme-5")}`);
    expect(antdVariables()).not.toContain(shown("theme-1"));
  });

  it("a second choice before antd caught up previews from what is shown to the newest", async () => {
    render(
      <ThemedConfigProvider>
        <Switch defaultChecked />
      </ThemedConfigProvider>,
    );
    themeStore.setThemeStyle("theme-5");
    themeStore.setThemeStyle("theme-7");
    expect(preview()?.textContent).toContain(`--ant-color-primary:${shown("theme-7")}`);
    await waitFor(() => expect(preview()).toBeNull());
    expect(antdVariables()).toContain(`--ant-color-primary:${shown("theme-7")}`);
  });

  it("a theme read again from storage after a switch is shown as it is, without the old preview", async () => {
    render(
      <ThemedConfigProvider>
        <Switch defaultChecked />
      </ThemedConfigProvider>,
    );
    themeStore.setThemeStyle("theme-5");
    await waitFor(() => expect(preview()).toBeNull());
    saveTheme({ ...DEFAULT_THEME, themeStyle: "theme-2" });
    act(() => themeStore.reload());
    await waitFor(() => expect(antdVariables()).toContain(`--ant-color-primary:${shown("theme-2")}`));
    expect(preview()).toBeNull();
  });
});
