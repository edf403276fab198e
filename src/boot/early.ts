import { getToken } from "../../providers/storage";
import { holdStaticToastsUntil } from "../../providers/notify";
import { i18nReady } from "../../providers/i18nProvider";
import { bootConsole } from "./bootConsole";

/** Pages outside the console (and the platform's hand-off, which RequireSession takes first). */
const PUBLIC_PATH = /^\/(login|401|404)(\/|$)/;

/**
 * The console's entry, kept small so it runs as soon as its few modules are here: on a console
 * address with a session it starts the boot step (bootConsole) at once, then loads the app
 * (React, antd, main.tsx). As one entry with the app, it ran only once the whole app's graph had
 * been fetched and compiled (about 90 ms later on a warm load), and everything the boot starts
 * waited for that. Its code is what the sign-in page needs anyway (the HTTP client), with the
 * boot step's few lines.
 */
performance.mark("boot: entry");
const { pathname, search } = window.location;
if (getToken() && !PUBLIC_PATH.test(pathname) && !new URLSearchParams(search).has("token")) {
  bootConsole(pathname, search);
} else if (/^\/login(\/|$)/.test(pathname)) {
  // The sign-in page's chunk alongside the translations the app waits for, not after them.
  void import("../auth/LoginPage").catch(() => undefined);
}

// The app: React, antd (with its React 19 patch), the translations, the first render.
holdStaticToastsUntil(import("../main").then(() => i18nReady));
