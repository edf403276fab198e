import { StyleProvider } from "@ant-design/cssinjs";
import { BrowserRouter, Route, Routes } from "react-router";
import { lazy, Suspense } from "react";
import { ThemedConfigProvider } from "./theme/ThemedConfigProvider";
import { PublicOnly } from "./routing/PublicOnly";
import { PageFallback } from "./routing/PageFallback";
import { createKeepingStyleCache } from "./theme/styleCache";
import { loadConsoleApp } from "./boot/consoleModules";
import { readyLazy } from "./routing/readyLazy";

const styleCache = createKeepingStyleCache();

const LoginPage = lazy(() => import("./auth/LoginPage"));
const ErrorPage = lazy(() => import("./pages/ErrorPage"));
/** Everything behind sign-in (Refine, the shell, the areas) loads only after it. */
const ConsoleApp = readyLazy(loadConsoleApp);

/** Wiring only: theme, language, the public pages, and the console behind them. */
export function App() {
  return (
    <BrowserRouter useTransitions={false}>
      <StyleProvider cache={styleCache}>
        <ThemedConfigProvider>
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
        </ThemedConfigProvider>
      </StyleProvider>
    </BrowserRouter>
  );
}
