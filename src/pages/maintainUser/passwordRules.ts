/** Each password field: 6 to 30 characters (contract §2.2). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 30;

export interface PasswordValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** The confirmation must repeat the new password. */
export const confirmationMatches = (values: Pick<PasswordValues, "password" | "confirmPassword">) =>
  values.password === values.confirmPassword;
