/** How a coupon's windows and quantity read in tables (the original console's wording). */
type Translate = (key: string, vars?: Record<string, unknown>) => string;

interface Validity {
  isFixedTime: boolean;
  useStartTime: string | null;
  useEndTime: string | null;
  day: number | null;
}

export const validityText = (row: Validity, t: Translate) =>
  row.isFixedTime ? `${row.useStartTime ?? ""} - ${row.useEndTime ?? ""}` : t("coupon.list.days", { day: row.day ?? 0 });

export const receiveWindowText = (row: { isTimeReceive: boolean; receiveStartTime: string | null; receiveEndTime: string | null }, t: Translate) =>
  row.isTimeReceive && row.receiveEndTime ? `${row.receiveStartTime ?? ""} - ${row.receiveEndTime}` : t("coupon.list.anyTime");

/** '0' (or nothing) means no minimum spend. */
export const minSpendText = (minPrice: number | string | null | undefined, t: Translate) =>
  minPrice === null || minPrice === undefined || Number(minPrice) === 0 ? t("coupon.list.noMinimum") : String(minPrice);
