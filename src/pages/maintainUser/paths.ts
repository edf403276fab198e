/** The personal centre and change-password page (route `/maintain/user/:type?`). */
export const MAINTAIN_USER_ROUTE = "/maintain/user/:type?";
export const PERSONAL_CENTRE_PATH = "/maintain/user/users";
export const CHANGE_PASSWORD_PATH = "/maintain/user/password";
