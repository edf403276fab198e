import { ConfigProvider } from "antd";
import { StyleProvider } from "@ant-design/cssinjs";
import zhCN from "antd/es/locale/zh_CN";
import enUS from "antd/es/locale/en_US";
import { BrowserRouter, Route, Routes } from "react-router";
import { useTranslation } from "react-i18next";
import { lazy, Suspense } from "react";
import { useThemeConfig } from "./theme/themeStore";
import { PublicOnly } from "./routing/PublicOnly";
import { PageFallback } from "./routing/PageFallback";
import { loadAllAreas } from "../providers/i18nProvider";
import { createKeepingStyleCache } from "./theme/styleCache";

const styleCache = createKeepingStyleCache();

const LoginPage = lazy(() => import("./auth/LoginPage"));
const ErrorPage = lazy(() => import("./pages/ErrorPage"));
/** Everything behind sign-in (Refine, the shell, the areas) loads only after it. */
const ConsoleApp = lazy(() =>
  Promise.all([import("./ConsoleApp"), loadAllAreas()]).then(
    ([module]) => module,
  ),
);

/** Wiring only: theme, language, the public pages, and the console behind them. */
export function App() {
  const { i18n } = useTranslation();
  const antdTheme = useThemeConfig();
  return (
    <BrowserRouter>
      <StyleProvider cache={styleCache}>
        <ConfigProvider
          locale={i18n.language === "en-US" ? enUS : zhCN}
          theme={antdTheme}
        >
          <Suspense fallback={<PageFallback />}>
            <Routes>
              <Route
                path="/login"
                element={
                  <PublicOnly>
                    <LoginPage />
                  </PublicOnly>
                }
              />
              <Route path="/401" element={<ErrorPage status={401} />} />
              <Route path="/404" element={<ErrorPage status={404} />} />
              <Route path="*" element={<ConsoleApp />} />
            </Routes>
          </Suspense>
        </ConfigProvider>
      </StyleProvider>
    </BrowserRouter>
  );
}
