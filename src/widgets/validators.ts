/** A number that is positive with up to two decimals, or 0 (spec doc 2 §5). */
export const NUMBER_PATTERN = /^(0|[1-9]\d*)(\.\d{1,2})?$/;

export const isNumberValue = (value: string | number | null | undefined): boolean =>
  value !== null && value !== undefined && NUMBER_PATTERN.test(String(value).trim());

import { MOBILE_PATTERN } from "../../server/shared/phone";

export { MOBILE_PATTERN };

export const isMainlandMobile = (phone: string | null | undefined) => MOBILE_PATTERN.test((phone ?? "").trim());

/** A link leaves the console when it starts with http, https, mailto or tel (spec doc 2 §5). */
export const isExternalLink = (path: string): boolean => /^(https?:|mailto:|tel:)/i.test(path.trim());

/**
 * For a Form.Item's `validateDebounce`: a typed field is checked once the merchant pauses,
 * not on every key, so typing re-renders the item once per key instead of twice.
 * Saving still validates at once.
 */
export const TYPING_VALIDATE_DELAY_MS = 300;
