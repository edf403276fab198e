import { Button, Input } from "antd";
import { LockOutlined, UserOutlined } from "@ant-design/icons";
import { lazy, Suspense, useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { request } from "../../providers/http";
import { STORAGE } from "../../providers/storage";
import { authProvider, type LoginInput } from "../../providers/authProvider";
import { LanguageToggle } from "../layout/LanguageToggle";
import { DocumentTitle } from "../routing/DocumentTitle";
import { checkCredentials, type CredentialErrors, type Credentials } from "./loginRules";
import styles from "./LoginPage.module.css";

/** Only accounts that failed too often ever see the captcha: load it then. */
const SliderCaptcha = lazy(() => import("./SliderCaptcha"));

interface LoginPic {
  backgroundImage: string;
  loginLogo: string;
  leftLogo: string;
  siteName: string;
}

/** More consecutive failures than this and the server requires the captcha (contract §2.1). */
export const CAPTCHA_AFTER_FAILURES = 3;

/**
 * Sign-in. It runs before the console (Refine, the form library) is loaded, so it keeps to
 * plain inputs and calls the auth provider directly: the page stays small.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [values, setValues] = useState<Credentials>({ account: "", pwd: "" });
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [pic, setPic] = useState<LoginPic>();
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    void request<LoginPic>({ method: "get", url: "admin/merchant/getLoginPic" }).then((p) => {
      setPic(p);
      localStorage.setItem(STORAGE.siteName, p.siteName);
    }, () => undefined);
  }, []);

  const detect = async (account: string) => {
    if (!account.trim()) return;
    const failures = await request<number>({ method: "post", url: "admin/merchant/login/account/detection", data: { account: account.trim() } }).catch(() => 0);
    setCaptchaNeeded(failures > CAPTCHA_AFTER_FAILURES);
  };

  const submit = async (captchaVerification?: string) => {
    setPending(true);
    const result = await authProvider.login({
      account: values.account.trim(),
      pwd: values.pwd,
      redirect: params.get("redirect") ?? undefined,
      ...(captchaVerification ? { captchaVO: { captchaVerification } } : {}),
    } satisfies LoginInput);
    setPending(false);
    if (result.success) navigate(result.redirectTo ?? "/dashboard", { replace: true });
    else void detect(values.account);
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
    <div className={styles.page} style={pic ? { backgroundImage: `url(${pic.backgroundImage})` } : undefined}>
      <DocumentTitle title={t("login.title")} siteName={pic?.siteName} />
      <header className={styles.language}>
        <LanguageToggle />
      </header>
      <main className={styles.card}>
        <div className={styles.brand}>
          {pic?.loginLogo && <img src={pic.loginLogo} alt="" height={40} />}
          <h1 className={styles.siteName}>{pic?.siteName ?? ""}</h1>
          <span className={styles.subtitle}>{t("login.subtitle")}</span>
        </div>
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
              aria-describedby={errors.account ? "login-account-error" : undefined}
              onChange={(e) => change("account")(e.target.value)}
              onBlur={(e) => void detect(e.target.value)}
            />
            {errors.account && (
              <div id="login-account-error" className={styles.error} role="alert">
                {t(errors.account)}
              </div>
            )}
          </div>
          <div className={styles.field}>
            <Input.Password
              size="large"
              prefix={<LockOutlined aria-hidden />}
              placeholder={t("login.password")}
              aria-label={t("login.password")}
              autoComplete="current-password"
              value={values.pwd}
              status={errors.pwd ? "error" : undefined}
              aria-invalid={errors.pwd ? true : undefined}
              aria-describedby={errors.pwd ? "login-password-error" : undefined}
              onChange={(e) => change("pwd")(e.target.value)}
            />
            {errors.pwd && (
              <div id="login-password-error" className={styles.error} role="alert">
                {t(errors.pwd)}
              </div>
            )}
          </div>
          <Button type="primary" htmlType="submit" size="large" block loading={pending}>
            {t("login.submit")}
          </Button>
        </form>
      </main>
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
    </div>
  );
}
