/** PASSWORD_HASH_COST: the scrypt cost of new password hashes, read from the environment within its bounds. */
import { afterEach, describe, expect, it } from "vitest";
import { readEnvironment } from "../../server/environment.js";
import { hashCheaplyForTests, hashPassword, setPasswordHashCost, verifyPassword } from "../../server/core/passwords.js";

const withCost = (value: string | undefined) => {
  if (value === undefined) delete process.env.PASSWORD_HASH_COST;
  else process.env.PASSWORD_HASH_COST = value;
  return readEnvironment().passwordHashCost;
};

afterEach(() => {
  delete process.env.PASSWORD_HASH_COST;
  hashCheaplyForTests(); // what tests/server/setup.ts set for every server test
});

describe("PASSWORD_HASH_COST", () => {
  it("is 15 unless set, and kept between 10 and 20", () => {
    expect(withCost(undefined)).toBe(15);
    expect(withCost("12")).toBe(12);
    expect(withCost("9")).toBe(15);
    expect(withCost("24")).toBe(20);
    expect(withCost("cheap")).toBe(15);
  });

  it("makes new hashes with that N, and a hash made at another cost still verifies", async () => {
    setPasswordHashCost(11);
    const cheap = await hashPassword("Merchant@123");
    expect(cheap.split("$").slice(0, 4)).toEqual(["scrypt", String(2 ** 11), "8", "3"]);
    setPasswordHashCost(12);
    expect(await verifyPassword("Merchant@123", cheap)).toBe(true);
    expect(await verifyPassword("Merchant@124", cheap)).toBe(false);
  });
});
