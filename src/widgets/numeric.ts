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
