import { describe, expect, it, vi } from "vitest";
import { isAllowed } from "../../../providers/accessControl";

const owner = { permissions: ["*:*:*"], roles: ["2"] };
const staff = { permissions: ["merchant:product:page:list", "merchant:product:info"], roles: ["100"] };

describe("isAllowed — the access rules table", () => {
  it.each([
    ["owner, any authority", owner, { authority: "merchant:product:save" }, true],
    ["owner, admin-only area", owner, { authority: "merchant:shipping:templates:list", adminOnly: true }, true],
    ["owner, no authority needed", owner, {}, true],
    ["staff, exact match", staff, { authority: "merchant:product:page:list" }, true],
    ["staff, missing authority", staff, { authority: "merchant:product:save" }, false],
    ["staff, prefix is not a match", staff, { authority: "merchant:product" }, false],
    ["staff, admin-only area even without authority", staff, { adminOnly: true }, false],
    ["staff, admin-only area with a held authority", staff, { authority: "merchant:product:info", adminOnly: true }, false],
    ["staff, no authority needed", staff, {}, true],
    ["wildcard without owner role still needs the role for admin areas", { permissions: ["*:*:*"], roles: ["4"] }, { adminOnly: true }, false],
  ])("%s", (_name, subject, rule, expected) => {
    expect(isAllowed(subject, rule)).toBe(expected);
  });

  it.each([[undefined], [[]]])("a missing or empty permission list (%j) denies and logs a console error", (permissions) => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(isAllowed({ permissions, roles: ["2"] }, { authority: "x" })).toBe(false);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
