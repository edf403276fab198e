/** Order and refund numbers, and money shares, as the backend makes them. */
import { randomInt } from "node:crypto";
import { formatDateTime } from "../../core/format.js";

const stamp = (at: Date) => formatDateTime(at).replace(/\D/g, "");

/** `SH` + yyyyMMddHHmmss (GMT+8) + 6 digits: a merchant order number. */
export const orderNumber = (at: Date, serial: number = randomInt(1_000_000)) => `SH${stamp(at)}${String(serial).padStart(6, "0")}`;

/** `RE` + yyyyMMddHHmmss (GMT+8) + 6 digits: a refund order number. */
export const refundNumber = (at: Date, serial: number = randomInt(1_000_000)) => `RE${stamp(at)}${String(serial).padStart(6, "0")}`;

/** `num` units' share of an amount paid for `of` units, in cents; the last units take the remainder. */
export function shareOf(amount: number, num: number, of: number, alreadyTaken = 0, alreadyUnits = 0): number {
  if (of <= 0) return 0;
  if (alreadyUnits + num >= of) return amount - alreadyTaken;
  return Math.floor((amount * num) / of);
}
