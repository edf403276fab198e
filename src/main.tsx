import "@ant-design/v5-patch-for-react-19";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { initI18n, i18next, PUBLIC_AREAS } from "../providers/i18nProvider";
import { App } from "./App";
import { startLanguage, syncThemeLanguage } from "./theme/languageSync";
import { startDebugConsoleIfWanted } from "./debug/debugSwitch";
// antd's component styles, generated at build time (theme/staticStyles.tsx); before the console's own.
import "virtual:antd-static-styles.css";
import "./global.css";
import "./widgets/inlineForms.css";

startDebugConsoleIfWanted();

// The console loads the other language areas itself (ConsoleApp), so sign-in stays light.
void initI18n(startLanguage(), PUBLIC_AREAS).then(() => {
  syncThemeLanguage();
  createRoot(document.getElementById("root")!).render(
    <I18nextProvider i18n={i18next}>
      <App />
    </I18nextProvider>,
  );
});
