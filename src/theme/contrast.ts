/**
 * Colour contrast as WCAG 2.1 defines it (relative luminance, ratio 1–21), and a colour darkened
 * to a contrast it must reach while keeping its hue. The theme's colours go through it: where a
 * spec colour is too light for text (4.5:1) it is darkened, not replaced.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** `#rgb`, `#rrggbb`, `rgb(…)` or `rgba(…)`; a translucent colour is laid over `over` (white by default). */
export function parseColor(color: string, over: Rgb = { r: 255, g: 255, b: 255 }): Rgb {
  const text = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join("") : hex[1];
    return { r: parseInt(digits.slice(0, 2), 16), g: parseInt(digits.slice(2, 4), 16), b: parseInt(digits.slice(4, 6), 16) };
  }
  const fn = /^rgba?\(([^)]+)\)$/.exec(text);
  if (fn) {
    const [r, g, b, a = 1] = fn[1].split(/[\s,/]+/).filter(Boolean).map(Number);
    return { r: r * a + over.r * (1 - a), g: g * a + over.g * (1 - a), b: b * a + over.b * (1 - a) };
  }
  throw new Error(`Not a colour: ${color}`);
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export function luminance(color: string | Rgb): number {
  const { r, g, b } = typeof color === "string" ? parseColor(color) : color;
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of text `foreground` on `background` (a translucent foreground is laid over the background). */
export function contrastRatio(foreground: string, background: string): number {
  const back = parseColor(background);
  const [a, b] = [luminance(parseColor(foreground, back)), luminance(back)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

function toHsl({ r, g, b }: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h * 60, s, l];
}

function fromHsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return { r: Math.round(f(0) * 255), g: Math.round(f(8) * 255), b: Math.round(f(4) * 255) };
}

const toHex = ({ r, g, b }: Rgb) => `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;

/** `color` mixed with `into` (share of `color`), as CSS `color-mix(in srgb, color share, into)` does. */
export function mix(color: string, into: string, share: number): string {
  const [a, b] = [parseColor(color), parseColor(into)];
  return toHex({ r: a.r * share + b.r * (1 - share), g: a.g * share + b.g * (1 - share), b: a.b * share + b.b * (1 - share) });
}

/** A background, or backgrounds that depend on the colour being tried (a tint of it). */
export type Backgrounds = readonly string[] | ((candidate: string) => readonly string[]);

const meets = (color: string, backgrounds: Backgrounds, ratio: number) =>
  (typeof backgrounds === "function" ? backgrounds(color) : backgrounds).every((background) => contrastRatio(color, background) >= ratio);

/**
 * `color` as it is when it already reaches `ratio` against every background; otherwise the
 * lightest colour of the same hue and saturation that does (lightness lowered in HSL). Returns
 * lowercase `#rrggbb`.
 */
export function darkenToContrast(color: string, backgrounds: Backgrounds, ratio = 4.5): string {
  const rgb = parseColor(color);
  const original = toHex(rgb);
  if (meets(original, backgrounds, ratio)) return original;
  const [h, s, l] = toHsl(rgb);
  // Lightness from 0 (black, meets any light background) to the original: the largest that meets.
  let [low, high] = [0, l];
  for (let i = 0; i < 30; i++) {
    const middle = (low + high) / 2;
    if (meets(toHex(fromHsl(h, s, middle)), backgrounds, ratio)) low = middle;
    else high = middle;
  }
  // Rounding to whole channels can land just under: step down until it holds.
  let lightness = low;
  let found = toHex(fromHsl(h, s, lightness));
  while (!meets(found, backgrounds, ratio) && lightness > 0) {
    lightness = Math.max(0, lightness - 0.002);
    found = toHex(fromHsl(h, s, lightness));
  }
  return found;
}
