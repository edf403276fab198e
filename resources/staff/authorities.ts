/**
 * The staff endpoints carry no authority (contract §3.14: any signed-in admin). Linking a staff
 * member to a customer lists the customers, which does need one (contract §3.13).
 */
export const STAFF_AUTH = { customers: "merchant:user:page:list" } as const;
