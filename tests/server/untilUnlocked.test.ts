import { describe, expect, it } from "vitest";
import { isDatabaseLocked, untilUnlocked } from "../../server/db/untilUnlocked.js";

const locked = () => Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });

describe("untilUnlocked", () => {
  it("tries a step again while SQLite answers that the file is locked, wrapped or not", async () => {
    let tries = 0;
    const result = await untilUnlocked(
      async () => {
        tries += 1;
        if (tries === 1) throw locked();
        if (tries === 2) throw new Error("migration 0001 failed", { cause: locked() });
        return "done";
      },
      10_000,
      1,
    );
    expect(result).toBe("done");
    expect(tries).toBe(3);
  });

  it("passes any other error on at once, and a lock that outlasts the wait", async () => {
    let tries = 0;
    const other = () => {
      tries += 1;
      return Promise.reject(Object.assign(new Error("no such table"), { code: "SQLITE_ERROR" }));
    };
    await expect(untilUnlocked(other, 10_000, 1)).rejects.toThrow("no such table");
    expect(tries).toBe(1);
    await expect(untilUnlocked(() => Promise.reject(locked()), 20, 1)).rejects.toThrow("database is locked");
    expect(isDatabaseLocked({ code: "SQLITE_BUSY_SNAPSHOT" })).toBe(true);
    expect(isDatabaseLocked(new Error("x"))).toBe(false);
  });
});
