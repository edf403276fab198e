/** The staff list (spec doc 1 §2.2: Staff → /staff/index). */
export const STAFF_PATH = "/staff/index";
