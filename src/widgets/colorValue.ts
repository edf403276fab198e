/** Colour input rules (spec doc 1 §5): hex is six hex digits; each rgb part is 1 to 3 digits, at most 255. */
const HEX = /^#?[0-9a-fA-F]{6}$/;
const RGB_PART = /^\d{1,3}$/;

export const isHexColor = (text: string) => HEX.test(text.trim());

export const isRgbPart = (text: string) => RGB_PART.test(text.trim()) && Number(text) <= 255;

/** `"409EFF"` or `"#409eff"` → `"#409eff"`. Call only with a valid hex. */
export const normaliseHex = (text: string) => `#${text.trim().replace(/^#/, "").toLowerCase()}`;

export type Rgb = [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const digits = hex.trim().replace(/^#/, "");
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

export const rgbToHex = (rgb: Rgb) => `#${rgb.map((part) => part.toString(16).padStart(2, "0")).join("")}`;
