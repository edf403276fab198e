/** Delivery personnel fields (contract §3.22): a name of at most 16 characters and a mainland mobile number. */
export const NAME_MAX = 16;

export { MOBILE_PATTERN, isMainlandMobile } from "../../../src/widgets/validators";
