import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { request } from "../../providers/http";
import { STORAGE } from "../../providers/storage";
import { authProvider, safeRedirect, type LoginInput } from "../../providers/authProvider";
import { bootConsole, warmConsole } from "../boot/bootConsole";
import { LanguageToggle } from "../layout/LanguageToggle";
import { DocumentTitle } from "../routing/DocumentTitle";
import { LoginForm } from "./LoginForm";
import styles from "./LoginPage.module.css";

interface LoginPic {
  backgroundImage: string;
  loginLogo: string;
  leftLogo: string;
  siteName: string;
}

/**
 * Sign-in. It runs before the console (Refine, the form library) is loaded, so it calls the
 * auth provider directly: the page stays small.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [pic, setPic] = useState<LoginPic>();
  const redirectTo = safeRedirect(params.get("redirect"));
  const target = new URL(redirectTo, window.location.origin);

  useEffect(() => {
    void request<LoginPic>({ method: "get", url: "admin/merchant/getLoginPic" }).then((p) => {
      setPic(p);
      localStorage.setItem(STORAGE.siteName, p.siteName);
    }, () => undefined);
  }, []);

  // The console and the page about to open load while the person types, not on arrival: the
  // sign-in page itself stays light.
  useEffect(() => {
    const warm = () => void warmConsole(target.pathname);
    document.addEventListener("input", warm, { once: true });
    return () => document.removeEventListener("input", warm);
  }, [target.pathname]);

  const signIn = async (input: LoginInput) => {
    const result = await authProvider.login({ ...input, redirect: redirectTo });
    if (!result.success) return false;
    // The page's data is asked for now, alongside its code, not once the console has rendered.
    bootConsole(target.pathname, target.search);
    navigate(redirectTo, { replace: true });
    return true;
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
        <LoginForm signIn={signIn} />
      </main>
    </div>
  );
}
