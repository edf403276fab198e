import { theme as antdTheme, type ThemeConfig } from "antd";
import { token2CSSVar } from "@ant-design/cssinjs";

/**
 * A colour change in two steps. antd answers a new theme by deriving its tokens again for
 * every mounted kind of component and rendering each of them: on a busy page more than the
 * 100 ms a switch may take (issue 3). Its styles, though, only read CSS variables, and a
 * colour change alters a dozen of them. So the click writes those variables at once, in a
 * style of its own after antd's (this module), and antd's re-render follows at low priority
 * (`useDeferredValue` in ThemedConfigProvider); when antd has written the same values itself,
 * the preview goes.
 *
 * The new values: global variables by name, from antd's own derivation of the new theme;
 * component variables the theme sets, by name; component variables antd derives from a
 * global one, by the value they had (a button's hover colour was the old `colorPrimaryHover`).
 * The old values are read from antd's blocks in the page, which is what is shown.
 */

const PREFIX = "ant";
const PREVIEW_ID = "antd-theme-preview";
/** antd's CSS-variable blocks (cssinjs marks each with its `cssVar.key`, `css-var-…`). */
const VARIABLE_BLOCKS = 'style[data-token-hash^="css-var-"]';

let shown: ThemeConfig | undefined;
let pending: ThemeConfig | undefined;

/** The variables a theme sets that a colour can change, by variable name. */
export interface ThemeVariables {
  /** Design tokens with string values (colours, shadows). */
  global: Map<string, string>;
  /** The component tokens the theme names. */
  components: Map<string, string>;
}

const themeVariables = new WeakMap<ThemeConfig, ThemeVariables>();

/** Derives a theme's variables ahead of a switch to it (they are kept per theme object). */
export const prepareAntdTheme = (config: ThemeConfig): void => void variablesOf(config);

export function variablesOf(config: ThemeConfig): ThemeVariables {
  let variables = themeVariables.get(config);
  if (!variables) {
    variables = { global: new Map(), components: new Map() };
    for (const [key, value] of Object.entries(antdTheme.getDesignToken(config))) {
      // Trimmed as read back from the page (the shadows are written over several lines).
      if (typeof value === "string") variables.global.set(token2CSSVar(key, PREFIX), value.trim());
    }
    for (const [component, tokens] of Object.entries(config.components ?? {})) {
      for (const [key, value] of Object.entries(tokens ?? {})) {
        if (typeof value === "string") variables.components.set(token2CSSVar(key, `${PREFIX}-${component}`), value.trim());
      }
    }
    themeVariables.set(config, variables);
  }
  return variables;
}

type Rule = [selector: string, declarations: [name: string, value: string][]];

function rulesOf(blocks: readonly string[]): Rule[] {
  const rules: Rule[] = [];
  for (const block of blocks) {
    for (const [, selector, body] of block.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const declarations: [string, string][] = [];
      for (const declaration of body.split(";")) {
        const colon = declaration.indexOf(":");
        if (colon > 0) declarations.push([declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()]);
      }
      rules.push([selector.trim(), declarations]);
    }
  }
  return rules;
}

function replaceValues(value: string, byValue: ReadonlyMap<string, string>): string {
  let next = value;
  for (const [old, replacement] of byValue) if (next.includes(old)) next = next.split(old).join(replacement);
  return next;
}

/** The declarations of antd's variable blocks (`blocks`, as shown) whose value differs with `next` variables, rule by rule. */
export function previewCss(blocks: readonly string[], next: ThemeVariables): string {
  const rules = rulesOf(blocks);
  // Old value → new value of every design token that changes. Not of the component tokens
  // the theme names: a menu going from dark to light would turn every white variable dark.
  const byValue = new Map<string, string>();
  for (const [, declarations] of rules) {
    for (const [name, value] of declarations) {
      const replacement = next.global.get(name);
      if (replacement !== undefined && replacement !== value && !byValue.has(value)) byValue.set(value, replacement);
    }
  }
  const css: string[] = [];
  for (const [selector, declarations] of rules) {
    const changed: string[] = [];
    for (const [name, value] of declarations) {
      const replacement = next.global.get(name) ?? next.components.get(name) ?? replaceValues(value, byValue);
      if (replacement !== value) changed.push(`${name}:${replacement}`);
    }
    if (changed.length) css.push(`${selector}{${changed.join(";")}}`);
  }
  return css.join("\n");
}

function writePreview(to: ThemeConfig): void {
  const blocks = Array.from(document.querySelectorAll<HTMLStyleElement>(VARIABLE_BLOCKS), (style) => style.textContent ?? "");
  const css = previewCss(blocks, variablesOf(to));
  let style = document.getElementById(PREVIEW_ID);
  if (!style) {
    style = document.createElement("style");
    style.id = PREVIEW_ID;
  }
  style.textContent = css;
  // Last in <head>: the same selectors as antd's blocks, so the later rule wins.
  document.head.appendChild(style);
}

function clearPreview(): void {
  document.getElementById(PREVIEW_ID)?.remove();
}

/** The theme is about to become `next`: its variables are shown now, before antd renders it. */
export function previewAntdTheme(next: ThemeConfig): void {
  pending = next;
  if (typeof document === "undefined" || !shown) return;
  if (next === shown) clearPreview();
  else writePreview(next);
}

/** antd has rendered `config` (its variables are in the page): the preview goes, unless a newer theme is still on its way. */
export function antdThemeShown(config: ThemeConfig): void {
  shown = config;
  // Arrived: a later change that does not go through the preview (a theme read again from
  // storage) must not bring this one back.
  if (pending === config) pending = undefined;
  if (typeof document === "undefined") return;
  if (pending && pending !== config) writePreview(pending);
  else clearPreview();
}
