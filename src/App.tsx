import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { App as AntdApp, ConfigProvider } from "antd";
import zhCN from "antd/locale/zh_CN";
import enUS from "antd/locale/en_US";
import { BrowserRouter } from "react-router";
import { useTranslation } from "react-i18next";
import { useEffect } from "react";
import { authProvider } from "../providers/authProvider";
import { accessControlProvider } from "../providers/accessControl";
import { createDataProvider } from "../providers/dataProvider";
import { i18nProvider } from "../providers/i18nProvider";
import { notificationProvider } from "../providers/notificationProvider";
import { registerMessageInstance } from "../providers/notify";
import { endpoints, resources } from "../resources";
import { AppRoutes } from "./routing/AppRoutes";
import { useThemeConfig } from "./theme/themeStore";

const dataProvider = createDataProvider(endpoints);

/** Hands antd's context-aware message API to code outside React. */
function MessageBridge() {
  const { message } = AntdApp.useApp();
  useEffect(() => registerMessageInstance(message), [message]);
  return null;
}

/** Wiring only: providers, theme, language, routes. */
export function App() {
  const { i18n } = useTranslation();
  const antdTheme = useThemeConfig();
  return (
    <BrowserRouter>
      <ConfigProvider locale={i18n.language === "en-US" ? enUS : zhCN} theme={antdTheme} componentSize="middle">
        <AntdApp>
          <MessageBridge />
          <Refine
            dataProvider={dataProvider}
            routerProvider={routerProvider}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
            i18nProvider={i18nProvider}
            notificationProvider={notificationProvider}
            resources={resources}
            options={{ disableTelemetry: true, warnWhenUnsavedChanges: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } } } }}
          >
            <AppRoutes />
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
