import { generate, presetPalettes } from "@ant-design/colors";
import { contrastRatio, darkenToContrast } from "./contrast";

/** What text sits on in the console: cards and inputs, the shell's page grey, antd's layout grey and table headers. */
export const SURFACES = ["#ffffff", "#f0f2f5", "#f5f5f5", "#fafafa"] as const;

/** WCAG 2.1 AA for normal text (1.4.3). */
export const TEXT_CONTRAST = 4.5;

/**
 * One colour of the theme (the primary, success, warning, error, info) in the steps antd uses.
 * Light tints and borders stay those of the spec colour; what carries text, or lies under white
 * text, is the spec colour darkened in its own hue until it reaches 4.5:1 on every surface and on
 * its own light tint.
 */
export interface ReadableFamily {
  /** The spec colour, darkened where it is too light: text, links, filled buttons. */
  base: string;
  /** One visible step darker than `base` (hover), and another (pressed). */
  hover: string;
  active: string;
  /** Darker text steps (antd's `…Text`, `…TextHover`, `…TextActive`). */
  text: string;
  textHover: string;
  textActive: string;
  /** The spec colour's own tints: backgrounds and borders. */
  bg: string;
  bgHover: string;
  border: string;
  borderHover: string;
}

const worstContrast = (color: string, backgrounds: readonly string[]) => Math.min(...backgrounds.map((background) => contrastRatio(color, background)));

const families = new Map<string, ReadableFamily>();

export function readableFamily(spec: string): ReadableFamily {
  let family = families.get(spec);
  if (family) return family;
  // antd's palette of the spec colour: steps 1–4 tints, 6 the colour itself, 7–10 darker.
  const steps = generate(spec);
  const backgrounds = [...SURFACES, steps[0]];
  const readable = (color: string, ratio = TEXT_CONTRAST) => darkenToContrast(color, backgrounds, ratio);
  const base = readable(spec);
  const hover = readable(base, worstContrast(base, backgrounds) + 1);
  family = {
    base,
    hover,
    active: readable(hover, worstContrast(hover, backgrounds) + 1),
    textHover: readable(steps[7]),
    text: readable(steps[8]),
    textActive: readable(steps[9]),
    bg: steps[0],
    bgHover: steps[1],
    border: steps[2],
    borderHover: steps[3],
  };
  families.set(spec, family);
  return family;
}

/** antd's defaults for the status colours (its seed tokens). */
export const STATUS_SPECS = { Success: "#52c41a", Warning: "#faad14", Error: "#ff4d4f", Info: "#1677ff" } as const;

type FamilyName = "Primary" | keyof typeof STATUS_SPECS;

/** The antd tokens of one family: the darkened colour as the seed, and every step antd would derive, set. */
export function familyTokens(name: FamilyName, spec: string): Record<string, string> {
  const f = readableFamily(spec);
  const tokens: Record<string, string> = {
    [`color${name}`]: f.base,
    [`color${name}Hover`]: f.hover,
    [`color${name}Active`]: f.active,
    [`color${name}Text`]: f.text,
    [`color${name}TextHover`]: f.textHover,
    [`color${name}TextActive`]: f.textActive,
    [`color${name}Bg`]: f.bg,
    [`color${name}BgHover`]: f.bgHover,
    [`color${name}Border`]: f.border,
    [`color${name}BorderHover`]: f.borderHover,
  };
  if (name === "Error") {
    tokens.colorErrorBgActive = f.border;
    tokens.colorErrorBgFilledHover = f.bgHover;
  }
  return tokens;
}

/**
 * Neutral text antd draws lighter than 4.5:1 on white: descriptions, hints and icons
 * (`colorTextTertiary`, 0.45 black by default) and placeholders (0.25). Disabled text keeps
 * antd's grey: an inactive control is exempt (WCAG 1.4.3), and it must look inactive.
 */
export const READABLE_NEUTRALS = {
  colorTextTertiary: "rgba(0, 0, 0, 0.6)",
  colorTextPlaceholder: "rgba(0, 0, 0, 0.56)",
} as const;

/**
 * An off switch: antd draws its track in 0.25 black (`colorTextQuaternary`), under the white
 * 开启/关闭 of a switch with texts (1.8:1) and hardly a control's 3:1 without them; darkened to
 * 4.5:1 under white, hover a step darker (`colorTextTertiary`).
 */
export const READABLE_SWITCH = {
  colorTextQuaternary: "rgba(0, 0, 0, 0.55)",
  colorTextTertiary: "rgba(0, 0, 0, 0.65)",
} as const;

/** antd's preset colours (tags, and the enumeration tags that share their look). */
export const PRESET_COLOURS = ["magenta", "red", "volcano", "orange", "gold", "lime", "green", "cyan", "blue", "geekblue", "purple"] as const;

/**
 * A tag of a preset colour is its step 7 on its step 1: where that does not read (gold, lime,
 * orange, green, cyan, volcano), step 7 is darkened in its hue until it does. antd derives each
 * step under two names (`green7` and the older `green-7`) that become the same CSS variable
 * (`--ant-green-7`), and the older one is written last: both are set.
 */
let presetTokens: Record<string, string> | undefined;

export function readablePresetTokens(): Record<string, string> {
  if (presetTokens) return presetTokens;
  const tokens: Record<string, string> = {};
  for (const colour of PRESET_COLOURS) {
    const steps = presetPalettes[colour];
    const text = darkenToContrast(steps[6], [steps[0]], TEXT_CONTRAST);
    if (text !== steps[6].toLowerCase()) tokens[`${colour}7`] = tokens[`${colour}-7`] = text;
  }
  return (presetTokens = tokens);
}
