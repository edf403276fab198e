import { getToken } from "../../providers/storage";
import { bootConsole } from "./bootConsole";

/** Pages outside the console (and the platform's hand-off, which RequireSession takes first). */
const PUBLIC_PATH = /^\/(login|401|404)(\/|$)/;

/**
 * The console's first module (index.html lists it before the app's entry, so it is evaluated
 * first, before React): on a console address with a session it starts the boot step
 * (bootConsole) at once. Its code is what the sign-in page needs anyway (the HTTP client), with
 * the boot step's few lines.
 */
performance.mark("boot: entry");
const { pathname, search } = window.location;
if (getToken() && !PUBLIC_PATH.test(pathname) && !new URLSearchParams(search).has("token")) {
  bootConsole(pathname, search);
} else if (/^\/login(\/|$)/.test(pathname)) {
  // The sign-in page's chunk alongside the translations the app waits for, not after them.
  void import("../auth/LoginPage").catch(() => undefined);
}
