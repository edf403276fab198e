import { STAFF_AUTHORITIES } from "../../server/shared/tightenedAuthorities";

/**
 * The staff endpoints carry no authority on a CRMEB backend (contract §3.14); the reference server
 * asks for those of the staff menu (README, "Tightened authorities"), which the owner holds. Linking
 * a staff member to a customer lists the customers, which needs its own (contract §3.13).
 */
export const STAFF_AUTH = { ...STAFF_AUTHORITIES, customers: "merchant:user:page:list" } as const;
