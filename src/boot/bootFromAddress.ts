import { getToken } from "../../providers/storage";

/** Pages outside the console (and the platform's hand-off, which RequireSession takes first). */
const PUBLIC_PATH = /^\/(login|401|404)(\/|$)/;

/**
 * At navigation start, on a console address with a session: starts the boot step (bootConsole)
 * alongside the sign-in-free part of the app. Kept tiny: it is part of every page's entry.
 */
export function bootFromAddress(i18nReady: Promise<void>): void {
  const { pathname, search } = window.location;
  if (!getToken() || PUBLIC_PATH.test(pathname) || new URLSearchParams(search).has("token")) return;
  void import("./bootConsole").then((boot) => boot.bootConsole(pathname, search, i18nReady));
}
