import { describe, expect, it } from "vitest";
import { checkCredentials } from "../../../src/auth/loginRules";

describe("sign-in rules (contract §2.2)", () => {
  it.each([
    [{ account: "", pwd: "" }, { account: "login.accountRequired", pwd: "login.passwordRequired" }],
    [{ account: "   ", pwd: "Merchant@123" }, { account: "login.accountRequired" }],
    [{ account: "x".repeat(33), pwd: "Merchant@123" }, { account: "login.accountTooLong" }],
    [{ account: "merchant1", pwd: "12345" }, { pwd: "login.passwordLength" }],
    [{ account: "merchant1", pwd: "x".repeat(31) }, { pwd: "login.passwordLength" }],
    [{ account: "merchant1", pwd: "123456" }, {}],
  ])("%j → %j", (values, expected) => {
    expect(checkCredentials(values)).toEqual(expected);
  });
});
