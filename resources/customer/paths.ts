/** The customer list (spec doc 1 §2.2: User → /user/index). */
export const CUSTOMER_LIST_PATH = "/user/index";
