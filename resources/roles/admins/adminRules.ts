/** Admin account fields (contract §3.15). */
export const ACCOUNT_MAX = 32;
export const REAL_NAME_MAX = 16;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 30;

/** Role ids of the built-in accounts (platform super admin, merchant owner): never edited here. */
const BUILT_IN_ROLES = ["1", "2"];
export const isBuiltInAccount = (roles: string) => roles.split(",").some((id) => BUILT_IN_ROLES.includes(id.trim()));

/** Role ids as the multi-select holds them. */
export const roleIdList = (roles: string) =>
  roles
    .split(",")
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
