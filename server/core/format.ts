/**
 * Serialisation rules of contract §1.6: dates as `yyyy-MM-dd HH:mm:ss` in GMT+8,
 * money as decimal strings. Money is stored as integer cents so no float ever touches it.
 */
export const CHINA_OFFSET_MS = 8 * 3600 * 1000;

const pad = (n: number) => String(n).padStart(2, "0");

/** Formats an instant as the backend's `yyyy-MM-dd HH:mm:ss` (GMT+8). */
export function formatDateTime(date: Date = new Date()): string {
  const d = new Date(date.getTime() + CHINA_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}:${pad(d.getUTCSeconds())}`;
}

/** Parses `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd`) as GMT+8; undefined when malformed. */
export function parseDateTime(text: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = "0", mi = "0", s = "0"] = m;
  const utc = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s) - CHINA_OFFSET_MS;
  return Number.isNaN(utc) ? undefined : new Date(utc);
}

export const now = () => formatDateTime(new Date());

/** `"12.5"`, `12.5` → 1250. Rounds half away from zero at the cent. */
export function toCents(value: string | number): number {
  const text = typeof value === "number" ? value.toFixed(6) : value.trim();
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === "" && !m[3])) return Number.NaN;
  const sign = m[1] === "-" ? -1 : 1;
  const whole = Number(m[2] || "0");
  const frac = (m[3] ?? "").padEnd(3, "0");
  const cents = whole * 100 + Number(frac.slice(0, 2)) + (Number(frac[2]) >= 5 ? 1 : 0);
  return sign * cents;
}

/** 1250 → `"12.50"` */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${pad(abs % 100)}`;
}
