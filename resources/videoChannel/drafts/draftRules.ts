import type { PayComponentDraftProduct } from "../types";

/** Under review at the platform or at WeChat: no edit, no delete, no second submission. */
export const inReview = (d: PayComponentDraftProduct) => d.platformEditStatus === 2 || d.editStatus === 2;
/** A draft not yet submitted, or one a reviewer turned down, can be edited and submitted. */
export const canSubmit = (d: PayComponentDraftProduct) => !inReview(d) && (d.platformEditStatus === 1 || d.platformEditStatus === 3 || d.editStatus === 3);
/** Only the platform's review can be withdrawn; WeChat's cannot. */
export const canWithdraw = (d: PayComponentDraftProduct) => d.platformEditStatus === 2;
