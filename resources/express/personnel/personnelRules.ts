/** Delivery personnel fields (contract §3.22): a name of at most 16 characters and a mainland mobile number. */
export const NAME_MAX = 16;

/** Mainland mobile number, as the backend checks it (1, then 3–9, then nine digits). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export const isMainlandMobile = (phone: string | null | undefined) => MOBILE_PATTERN.test((phone ?? "").trim());
