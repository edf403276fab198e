import "@ant-design/v5-patch-for-react-19";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { initI18n, i18next, PUBLIC_AREAS } from "../providers/i18nProvider";
import { App } from "./App";
import { startLanguage, syncThemeLanguage } from "./theme/languageSync";
import { startDebugConsoleIfWanted } from "./debug/debugSwitch";
import { bootCodeReady } from "./boot/bootConsole";
// antd's component styles, generated at build time (theme/staticStyles.tsx); before the console's own.
import "virtual:antd-static-styles.css";
import "./global.css";
import "./widgets/inlineForms.css";

startDebugConsoleIfWanted();

// The console loads the other language areas itself (ConsoleApp), so sign-in stays light.
// A signed-in address renders once its code is here too (boot/bootConsole.ts).
void Promise.all([initI18n(startLanguage(), PUBLIC_AREAS), bootCodeReady]).then(() => {
  syncThemeLanguage();
  // For the bench's waterfall (bench/browser/boot.mjs): when the first render starts.
  performance.mark("boot: first render");
  createRoot(document.getElementById("root")!).render(
    <I18nextProvider i18n={i18next}>
      <App />
    </I18nextProvider>,
  );
});
