/** Decimal places a numeric input allows: 0 integers, 1 one decimal, 2 two decimals (spec doc 2 §5). */
export type NumericMode = 0 | 1 | 2;

/**
 * What is left of typed text under a numeric mode: digits and at most one point, no more
 * decimals than the mode allows, no point at all in mode 0, never a leading point.
 */
export function filterNumeric(raw: string, mode: NumericMode): string {
  let text = raw.replace(/[^\d.]/g, "");
  if (mode === 0) return text.replace(/\./g, "");
  const point = text.indexOf(".");
  if (point >= 0) text = text.slice(0, point + 1) + text.slice(point + 1).replace(/\./g, "").slice(0, mode);
  if (text.startsWith(".")) text = `0${text}`;
  return text;
}

/**
 * Cents of a money decimal string (`"12.5"` → 1250), without float arithmetic; undefined when the
 * text is not a plain decimal with at most two places.
 */
export function decimalToCents(text: string | number | null | undefined): number | undefined {
  const m = /^\s*(-?)(\d{1,13})(?:\.(\d{1,2}))?\s*$/.exec(String(text ?? ""));
  if (!m) return undefined;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? "").padEnd(2, "0"));
  return m[1] ? -cents : cents;
}

/** 1250 → `"12.50"`. */
export function centsToDecimal(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  return `${cents < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
