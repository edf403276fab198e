import { Button, Card, Form, Input, Typography } from "antd";
import { LockOutlined, UserOutlined } from "@ant-design/icons";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { request } from "../../providers/http";
import { STORAGE } from "../../providers/storage";
import { authProvider, type LoginInput } from "../../providers/authProvider";
import { LanguageSwitch } from "../layout/LanguageSwitch";
import { SliderCaptcha } from "./SliderCaptcha";
import styles from "./LoginPage.module.css";

interface LoginPic {
  backgroundImage: string;
  loginLogo: string;
  leftLogo: string;
  siteName: string;
}

/** More consecutive failures than this and the server requires the captcha (contract §2.1). */
export const CAPTCHA_AFTER_FAILURES = 3;

type Credentials = Pick<LoginInput, "account" | "pwd">;

export default function LoginPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Credentials>();
  const [params] = useSearchParams();
  const [pic, setPic] = useState<LoginPic>();
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [isPending, setPending] = useState(false);
  const navigate = useNavigate();

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

  // Sign-in runs before the console (and Refine) is loaded, so it calls the auth provider directly.
  const submit = async (values: Credentials, captchaVerification?: string) => {
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

  const onFinish = (values: Credentials) => {
    if (captchaNeeded) setCaptchaOpen(true);
    else void submit(values);
  };

  return (
    <div className={styles.page} style={pic ? { backgroundImage: `url(${pic.backgroundImage})` } : undefined}>
      <div className={styles.language}>
        <LanguageSwitch />
      </div>
      <Card className={styles.card}>
        <div className={styles.brand}>
          {pic?.loginLogo && <img src={pic.loginLogo} alt="" height={40} />}
          <Typography.Title level={3} style={{ margin: 0 }}>
            {pic?.siteName ?? ""}
          </Typography.Title>
          <Typography.Text type="secondary">{t("login.subtitle")}</Typography.Text>
        </div>
        <Form form={form} onFinish={onFinish} size="large" autoComplete="on" data-testid="login-form">
          <Form.Item
            name="account"
            rules={[
              { required: true, whitespace: true, message: t("login.accountRequired") },
              { max: 32, message: t("login.accountTooLong") },
            ]}
          >
            <Input prefix={<UserOutlined />} placeholder={t("login.account")} onBlur={(e) => void detect(e.target.value)} autoComplete="username" />
          </Form.Item>
          <Form.Item
            name="pwd"
            rules={[
              { required: true, message: t("login.passwordRequired") },
              { min: 6, max: 30, message: t("login.passwordLength") },
            ]}
          >
            <Input.Password prefix={<LockOutlined />} placeholder={t("login.password")} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isPending}>
            {t("login.submit")}
          </Button>
        </Form>
      </Card>
      <SliderCaptcha
        open={captchaOpen}
        onCancel={() => setCaptchaOpen(false)}
        onPassed={(verification) => {
          setCaptchaOpen(false);
          void submit(form.getFieldsValue(), verification);
        }}
      />
    </div>
  );
}
