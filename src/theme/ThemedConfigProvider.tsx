import { memo, useDeferredValue, useLayoutEffect, type ReactNode } from "react";
import { ConfigProvider, type ThemeConfig } from "antd";
import type { Locale } from "antd/es/locale";
import zhCN from "antd/es/locale/zh_CN";
import enUS from "antd/es/locale/en_US";
import { useTranslation } from "react-i18next";
import { antdThemeShown } from "./themePreview";
import { useThemeConfig } from "./themeStore";

/** antd's provider, rendered again only when what it is given changes. */
const AntdProvider = memo(function AntdProvider({ locale, theme, children }: { locale: Locale; theme: ThemeConfig; children: ReactNode }) {
  return (
    <ConfigProvider locale={locale} theme={theme}>
      {children}
    </ConfigProvider>
  );
});

/**
 * antd's theme and language for everything inside. Its own component, so a theme change
 * renders only this and antd's token consumers: `children` is the same element as before,
 * and React skips the console's own components below (profiled: the whole console rendered
 * again on every colour change when the theme was read by the app's root).
 *
 * A new theme reaches antd at low priority: the click shows its colours through a preview of
 * antd's variables (themePreview.ts), and antd's own re-render of every component follows,
 * interruptible, without holding up the frame.
 */
export function ThemedConfigProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const shownTheme = useDeferredValue(useThemeConfig());
  useLayoutEffect(() => antdThemeShown(shownTheme), [shownTheme]);
  return (
    <AntdProvider locale={i18n.language === "en-US" ? enUS : zhCN} theme={shownTheme}>
      {children}
    </AntdProvider>
  );
}
