import { readCookie, removeCookie, writeCookie } from "../../providers/storage";

/** The hidden debug console (spec doc 2 §1, §9): a query value or a cookie lasting 3600 seconds. */
export const DEBUG_COOKIE = "debug_console";
export const DEBUG_COOKIE_SECONDS = 3600;

/**
 * Whether the debug console is on: `?debug=1` turns it on (and remembers it for an hour),
 * `?debug=0` turns it off, otherwise the cookie decides.
 */
export function debugConsoleWanted(search: string = window.location.search): boolean {
  const asked = new URLSearchParams(search).get("debug");
  if (asked === "1") {
    writeCookie(DEBUG_COOKIE, "1", DEBUG_COOKIE_SECONDS);
    return true;
  }
  if (asked === "0") {
    removeCookie(DEBUG_COOKIE);
    return false;
  }
  return readCookie(DEBUG_COOKIE) === "1";
}

export function turnDebugConsoleOff(): void {
  removeCookie(DEBUG_COOKIE);
}

/** Loads the console's code only when it is wanted; it never sits in the main bundle. */
export function startDebugConsoleIfWanted(): void {
  if (debugConsoleWanted()) void import("./startDebugConsole").then((module) => module.startDebugConsole());
}
