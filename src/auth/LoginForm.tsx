import { Button } from "antd";
// antd's Input by its own files: the `Input` of "antd" brings its TextArea, Search and OTP along.
import Input from "antd/es/input/Input";
import Password from "antd/es/input/Password";
import { LockOutlined, UserOutlined } from "@ant-design/icons";
import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { request } from "../../providers/http";
import type { LoginInput } from "../../providers/authProvider";
import { checkCredentials, type CredentialErrors, type Credentials } from "./loginRules";
import styles from "./LoginForm.module.css";

/** Only accounts that failed too often ever see the captcha: load it then. */
const SliderCaptcha = lazy(() => import("./SliderCaptcha"));

/** More consecutive failures than this and the server requires the captcha (contract §2.1). */
export const CAPTCHA_AFTER_FAILURES = 3;

interface LoginFormProps {
  /** Signs in with what was typed; true once signed in. The server's refusals are already shown. */
  signIn: (input: LoginInput) => Promise<boolean>;
  /** The account to start with (signing in again over a page: the account whose session ended). */
  initialAccount?: string;
}

/**
 * Account, password and, for an account that failed too often, the slider captcha: the one
 * sign-in form of the sign-in page and of the dialog that renews a session over a page. It keeps
 * to plain inputs, so the sign-in page stays small.
 */
export function LoginForm({ signIn, initialAccount = "" }: LoginFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Credentials>({ account: initialAccount, pwd: "" });
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [pending, setPending] = useState(false);
  // The page and the renewal dialog over it may both hold this form: ids of its own.
  const errorId = useId();

  const detect = async (account: string) => {
    if (!account.trim()) return;
    const failures = await request<number>(
      { method: "post", url: "admin/merchant/login/account/detection", data: { account: account.trim() } },
      { renewSession: false },
    ).catch(() => 0);
    setCaptchaNeeded(failures > CAPTCHA_AFTER_FAILURES);
  };

  // A given account is never left by the user, so ask about it at once.
  useEffect(() => {
    if (initialAccount) void detect(initialAccount);
    // Once, for the account the form started with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (captchaVerification?: string) => {
    setPending(true);
    const success = await signIn({
      account: values.account.trim(),
      pwd: values.pwd,
      ...(captchaVerification ? { captchaVO: { captchaVerification } } : {}),
    });
    setPending(false);
    if (!success) void detect(values.account);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkCredentials(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    if (captchaNeeded) setCaptchaOpen(true);
    else void submit();
  };

  const change = (field: keyof Credentials) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  return (
    <>
      <form onSubmit={onSubmit} noValidate data-testid="login-form">
        <div className={styles.field}>
          <Input
            size="large"
            prefix={<UserOutlined aria-hidden />}
            placeholder={t("login.account")}
            aria-label={t("login.account")}
            autoComplete="username"
            value={values.account}
            status={errors.account ? "error" : undefined}
            aria-invalid={errors.account ? true : undefined}
            aria-describedby={errors.account ? `${errorId}-account` : undefined}
            onChange={(e) => change("account")(e.target.value)}
            onBlur={(e) => void detect(e.target.value)}
          />
          {errors.account && (
            // An alert: read out as it appears, and tied to its field.
            <div id={`${errorId}-account`} className={styles.error} role="alert">
              {t(errors.account)}
            </div>
          )}
        </div>
        <div className={styles.field}>
          <Password
            size="large"
            prefix={<LockOutlined aria-hidden />}
            placeholder={t("login.password")}
            aria-label={t("login.password")}
            autoComplete="current-password"
            autoFocus={Boolean(initialAccount)}
            value={values.pwd}
            status={errors.pwd ? "error" : undefined}
            aria-invalid={errors.pwd ? true : undefined}
            aria-describedby={errors.pwd ? `${errorId}-pwd` : undefined}
            onChange={(e) => change("pwd")(e.target.value)}
          />
          {errors.pwd && (
            <div id={`${errorId}-pwd`} className={styles.error} role="alert">
              {t(errors.pwd)}
            </div>
          )}
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          {t("login.submit")}
        </Button>
      </form>
      {captchaOpen && (
        <Suspense fallback={null}>
          <SliderCaptcha
            open
            onCancel={() => setCaptchaOpen(false)}
            onPassed={(verification) => {
              setCaptchaOpen(false);
              void submit(verification);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
