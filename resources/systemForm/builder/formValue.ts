import { WIDGET_NAMES, type BuilderItem, type MobileItem } from "./mobileForm";

/** What the save call sends: `formValue` (components keyed by timestamp) and `allKeys` (their titles). */
export interface SavedForm {
  formValue: string;
  allKeys: string;
}

/**
 * The canvas as CRMEB stores it. Timestamps follow the canvas order (the designer sorts by
 * them when it loads), counted from `base` (microseconds, as the designer's).
 */
export function toSavedForm(items: readonly BuilderItem[], base: number): SavedForm {
  const value: Record<string, MobileItem> = {};
  items.forEach((item, index) => {
    const timestamp = base + index;
    value[String(timestamp)] = { ...item.data, timestamp };
  });
  return {
    formValue: JSON.stringify(value),
    allKeys: items.map((item) => item.data.titleConfig.val).join(","),
  };
}

const known = new Set<string>(WIDGET_NAMES);

/** A stored `formValue` back into components in their order; unknown components are left out. */
export function parseFormValue(text: string | null | undefined): MobileItem[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return [];
  return Object.values(value as Record<string, MobileItem>)
    .filter((item) => item && typeof item === "object" && known.has(item.name) && item.titleConfig && item.titleShow)
    .sort((a, b) => Number(a.timestamp) - Number(b.timestamp));
}

/** The designer's timestamp unit: milliseconds × 1000. */
export const designerTimestamp = (now = Date.now()) => now * 1000;
