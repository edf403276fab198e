/** Phone patterns the server checks and the console's forms check before sending. */

/** Mainland mobile number, as the backend checks it (1, then 3–9, then nine digits). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/**
 * The shop's customer-service phone, as the original console's store settings check it
 * (`PhoneReg` of its utils/toolsValidate.js): a mobile, a landline with or without its area code
 * joined by "-", or a 400 number written 400-XXXX-XXX.
 */
export const SERVICE_PHONE = /^(1[3456789]\d{9}|(\d{3,4}-)?\d{7,8}|400-\d{4}-\d{3})$/;

/** A parcel sender's phone (e-sheet settings): a mainland mobile, or a landline with its area code. */
export const SENDER_PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;
