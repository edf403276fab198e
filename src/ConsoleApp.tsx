import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { authProvider } from "../providers/authProvider";
import { accessControlProvider } from "../providers/accessControl";
import { createDataProvider } from "../providers/dataProvider";
import { i18nProvider } from "../providers/i18nProvider";
import { notificationProvider } from "../providers/notificationProvider";
import { endpoints, resources } from "../resources";
import { AppRoutes } from "./routing/AppRoutes";

const dataProvider = createDataProvider(endpoints);

/** The signed-in console: Refine with every provider, and the guarded route table. */
export default function ConsoleApp() {
  return (
    <Refine
      dataProvider={dataProvider}
      routerProvider={routerProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={i18nProvider}
      notificationProvider={notificationProvider}
      resources={resources}
      options={{
        disableTelemetry: true,
        warnWhenUnsavedChanges: true,
        reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } } },
      }}
    >
      <AppRoutes />
    </Refine>
  );
}
