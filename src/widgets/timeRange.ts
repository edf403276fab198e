/** Hour values of the time selectors (spec doc 1 §5): 00:00 to 24:00 in one-hour steps. */
export const HOURS: readonly string[] = Array.from({ length: 25 }, (_, h) => `${String(h).padStart(2, "0")}:00`);

/** `"08:00,18:00"` → its two ends; an end not chosen yet is undefined. */
export function parseTimeRange(value: string | null | undefined): [string | undefined, string | undefined] {
  const [start, end] = (value ?? "").split(",");
  return [HOURS.includes(start) ? start : undefined, HOURS.includes(end ?? "") ? end : undefined];
}

/** The two ends joined by a comma, the form value of a time range (spec doc 1 §3). */
export function joinTimeRange(start: string | undefined, end: string | undefined): string {
  return start || end ? `${start ?? ""},${end ?? ""}` : "";
}

/** True when both ends are chosen and the end is not before the start. */
export function isTimeRangeComplete(value: string | null | undefined): boolean {
  const [start, end] = parseTimeRange(value);
  return start !== undefined && end !== undefined && end >= start;
}

/** True when both ends are chosen and the end is before the start. */
export const endsBeforeStart = (start: string | undefined, end: string | undefined) =>
  start !== undefined && end !== undefined && end < start;
