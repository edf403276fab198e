import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { i18next } from "../../providers/i18nProvider";
import { captureConsole } from "./captureConsole";
import { DebugPanel } from "./DebugPanel";
import { turnDebugConsoleOff } from "./debugSwitch";

let started = false;

/** Starts capturing and shows the panel's button in a corner of the page. */
export function startDebugConsole(): void {
  if (started) return;
  started = true;
  const stop = captureConsole();
  const host = document.createElement("div");
  host.id = "debug-console";
  document.body.appendChild(host);
  const root = createRoot(host);
  const disable = () => {
    turnDebugConsoleOff();
    stop();
    root.unmount();
    host.remove();
    started = false;
  };
  root.render(
    <I18nextProvider i18n={i18next}>
      <DebugPanel onDisable={disable} />
    </I18nextProvider>,
  );
}
