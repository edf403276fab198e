import { describe, expect, it } from "vitest";
import type { AdminInfo } from "../../../providers/session";

const { authProvider, knownIdentity } = await import("../../../providers/authProvider");
const { adoptAdminInfo } = await import("../../../providers/session");
const { setToken } = await import("../../../providers/storage");

const info = {
  id: 7,
  account: "staff1",
  realName: "",
  roles: "5",
  roleNames: "客服",
  permissionsList: [],
  merId: 1,
  merName: "示例店铺",
} as unknown as AdminInfo;

describe("the identity the session already knows", () => {
  it("is none before any admin info is known", () => {
    setToken("token-a");
    expect(knownIdentity()).toBeUndefined();
  });

  it("is what the identity query answers, so the query starts with it and renders nothing new", async () => {
    setToken("token-a");
    adoptAdminInfo(info);
    expect(knownIdentity()).toEqual({ id: 7, merId: 1, name: "staff1", account: "staff1", merName: "示例店铺", roleNames: "客服" });
    expect(knownIdentity()).toEqual(await authProvider.getIdentity!());
  });

  it("is none once signed out (no token)", () => {
    adoptAdminInfo(info);
    setToken("");
    expect(knownIdentity()).toBeUndefined();
  });
});
