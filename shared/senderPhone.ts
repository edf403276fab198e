/** A parcel sender's phone (e-sheet settings): a mainland mobile, or a landline with its area code. */
export const SENDER_PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;
