import { Refine } from "@refinedev/core";
import { App as AntdApp } from "antd";
import { useEffect } from "react";
import { registerMessageInstance } from "../providers/notify";
import routerProvider from "@refinedev/react-router";
import { authProvider } from "../providers/authProvider";
import { accessControlProvider } from "../providers/accessControl";
import { i18nProvider } from "../providers/i18nProvider";
import { notificationProvider } from "../providers/notificationProvider";
import { dataProvider, refineResources } from "./boot/consoleData";
import { queryClient } from "./boot/queryClient";
import { AppRoutes } from "./routing/AppRoutes";
import { StartingNavigation } from "./routing/StartingNavigation";
import { registerModalInstance } from "./widgets/modalHost";
import { SessionEndNavigation } from "./auth/SessionEndNavigation";
import { toastContainer } from "../providers/liveRegions";
import { watchFormErrors } from "./widgets/formErrorAnnouncer";
import { returnFocusFromDialogs } from "./widgets/dialogFocusReturn";
import { watchSelectRequired } from "./widgets/selectRequiredAria";
import { watchScrollRegions } from "./widgets/scrollRegions";
// dayjs in the interface language, before any page shows a date.
import "./widgets/dayjsLanguage";

/** Toasts and notifications appear in a live region, so screen readers read them out. */
const LIVE = { getContainer: toastContainer };

/** Hands antd's context-aware message and modal APIs to code outside React. */
function MessageBridge() {
  const { message, modal } = AntdApp.useApp();
  useEffect(() => registerMessageInstance(message), [message]);
  useEffect(() => registerModalInstance(modal), [modal]);
  useEffect(() => watchFormErrors(), []);
  useEffect(() => returnFocusFromDialogs(), []);
  useEffect(() => watchSelectRequired(), []);
  useEffect(() => watchScrollRegions(), []);
  return null;
}

/** The signed-in console: Refine with every provider, and the guarded route table. */
export default function ConsoleApp() {
  return (
    <AntdApp message={LIVE} notification={LIVE}>
      <MessageBridge />
      <SessionEndNavigation />
      <StartingNavigation>
        <Refine
          dataProvider={dataProvider}
          routerProvider={routerProvider}
          authProvider={authProvider}
          accessControlProvider={accessControlProvider}
          i18nProvider={i18nProvider}
          notificationProvider={notificationProvider}
          resources={refineResources}
          options={{
            disableTelemetry: true,
            warnWhenUnsavedChanges: true,
            // The boot step's client: the page adopts what it asked for (src/boot/).
            reactQuery: { clientConfig: queryClient },
          }}
        >
          <AppRoutes />
        </Refine>
      </StartingNavigation>
    </AntdApp>
  );
}
