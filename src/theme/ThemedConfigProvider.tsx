import type { ReactNode } from "react";
import { ConfigProvider } from "antd";
import zhCN from "antd/es/locale/zh_CN";
import enUS from "antd/es/locale/en_US";
import { useTranslation } from "react-i18next";
import { useThemeConfig } from "./themeStore";

/**
 * antd's theme and language for everything inside. Its own component, so a theme change
 * renders only this and antd's token consumers: `children` is the same element as before,
 * and React skips the console's own components below (profiled: the whole console rendered
 * again on every colour change when the theme was read by the app's root).
 */
export function ThemedConfigProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const antdTheme = useThemeConfig();
  return (
    <ConfigProvider locale={i18n.language === "en-US" ? enUS : zhCN} theme={antdTheme}>
      {children}
    </ConfigProvider>
  );
}
