/**
 * The largest numbers a client may write, where the contract gives none (issue 20: a stock of
 * 9007199254740991 was accepted, passed what JavaScript holds exactly, and broke the product).
 * Every area bounds its counts and amounts with these (`countField`, `hundredths`, `bodyCents`
 * in bodyFields.ts); the contract's own limits (a coupon's 1–99999 yuan, a product's
 * 0–999999.99 prices) stay where it gives them.
 */

/** Stock, quotas, limits, sales and other counts. */
export const MAX_COUNT = 99_999_999;

/**
 * Money: 999,999.99 yuan, the contract's ceiling for a product's prices, taken for every amount
 * that has none of its own (activity prices, shipping fees, refunds, settlements).
 */
export const MAX_MONEY_CENTS = 99_999_999;
export const MAX_MONEY_TEXT = "999999.99";

/** Weights, volumes and shipping quantities: 999,999.99 in hundredths. */
export const MAX_HUNDREDTHS = 99_999_999;
export const MAX_HUNDREDTHS_TEXT = "999999.99";

/** The message of a count above MAX_COUNT, naming the limit. */
export const tooMany = (label: string) => `${label}不能超过${MAX_COUNT}`;
/** The message of an amount above its limit (default MAX_MONEY_TEXT), naming it. */
export const tooMuch = (label: string, limit = MAX_MONEY_TEXT) => `${label}不能超过${limit}`;
