/** The sign-in form's rules (contract §2.2: account ≤ 32, password 6–30), as locale keys. */
export interface Credentials {
  account: string;
  pwd: string;
}

export type CredentialErrors = Partial<Record<keyof Credentials, string>>;

export function checkCredentials({ account, pwd }: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!account.trim()) errors.account = "login.accountRequired";
  else if (account.trim().length > 32) errors.account = "login.accountTooLong";
  if (!pwd) errors.pwd = "login.passwordRequired";
  else if (pwd.length < 6 || pwd.length > 30) errors.pwd = "login.passwordLength";
  return errors;
}
