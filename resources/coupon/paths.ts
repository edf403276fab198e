/** Page paths of the coupons area (spec doc 1 §2.2). */
export const LIST_PATH = "/coupon/list";
export const RECORD_PATH = "/coupon/record";
/** Add: `…/save`; copy: `…/save/:id`; edit linked products: `…/save/:id/edit`. */
export const EDITOR_PATH = "/coupon/list/save";
