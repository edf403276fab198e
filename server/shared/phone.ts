/** Phone patterns the server checks and the console's forms check before sending. */

/** Mainland mobile number, as the backend checks it (1, then 3–9, then nine digits). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** A parcel sender's phone (e-sheet settings): a mainland mobile, or a landline with its area code. */
export const SENDER_PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;
