export const ROLES_PATH = "/operation/roleManager/identityManager";
export const ADMINS_PATH = "/operation/roleManager/adminList";
