import { beforeEach, describe, expect, it } from "vitest";
import { DEBUG_COOKIE, DEBUG_COOKIE_SECONDS, debugConsoleWanted } from "../../../src/debug/debugSwitch";
import { readCookie, removeCookie } from "../../../providers/storage";
import { debugLog } from "../../../src/debug/debugLog";

beforeEach(() => removeCookie(DEBUG_COOKIE));

describe("hidden debug console switch", () => {
  it("is off by default", () => {
    expect(debugConsoleWanted("")).toBe(false);
  });
  it("turns on with debug=1 and remembers it in a cookie for 3600 s", () => {
    expect(DEBUG_COOKIE_SECONDS).toBe(3600);
    expect(debugConsoleWanted("?debug=1")).toBe(true);
    expect(readCookie(DEBUG_COOKIE)).toBe("1");
    expect(debugConsoleWanted("")).toBe(true);
  });
  it("turns off with debug=0", () => {
    debugConsoleWanted("?debug=1");
    expect(debugConsoleWanted("?debug=0")).toBe(false);
    expect(debugConsoleWanted("")).toBe(false);
  });
});

describe("debug log", () => {
  it("keeps entries as text and clears", () => {
    debugLog.clear();
    debugLog.add("error", [new Error("boom"), { a: 1 }]);
    expect(debugLog.entries()[0].text).toContain("Error: boom");
    expect(debugLog.entries()[0].text).toContain('{"a":1}');
    debugLog.clear();
    expect(debugLog.entries()).toHaveLength(0);
  });
});
