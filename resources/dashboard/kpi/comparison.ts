/**
 * Today against yesterday, as the KPI cards show it: direction and the change in percent of
 * yesterday's value. Money arrives as decimal strings, so values become exact integer
 * hundredths first; no float ever holds an amount.
 */
export type Direction = "up" | "down" | "flat";

export interface Comparison {
  direction: Direction;
  /** Size of the change in percent of yesterday, two decimals ("12.50"); null without a base (yesterday 0). */
  percent: string | null;
}

/** `"12.5"`, `12` → 1250, 1200; NaN for anything else. */
export function toHundredths(value: string | number): number {
  const match = /^(-?)(\d+)(?:\.(\d{0,2})\d*)?$/.exec(String(value).trim());
  if (!match) return Number.NaN;
  const [, sign, whole, fraction = ""] = match;
  const n = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return sign ? -n : n;
}

const pad2 = (n: number) => String(n).padStart(2, "0");

export function compare(today: string | number, yesterday: string | number): Comparison {
  const now = toHundredths(today);
  const before = toHundredths(yesterday);
  if (Number.isNaN(now) || Number.isNaN(before)) return { direction: "flat", percent: null };
  const direction: Direction = now > before ? "up" : now < before ? "down" : "flat";
  if (before === 0) return { direction, percent: now === 0 ? "0.00" : null };
  // Basis points of the change, rounded half away from zero, in integers.
  const basis = Math.round((Math.abs(now - before) * 10000) / Math.abs(before));
  return { direction, percent: `${Math.floor(basis / 100)}.${pad2(basis % 100)}` };
}
