import { describe, expect, it } from "vitest";
import { startTestServer, M } from "./helpers.js";

describe("smoke", () => {
  it("logs in and reads menus", async () => {
    const s = await startTestServer();
    const token = await s.login("merchant1");
    const menus = await s.call<Array<{ title: string }>>("GET", `${M}/getMenus`, { token });
    expect(menus.code).toBe(200);
    expect(menus.data[0]?.title).toBe("主页");
    await s.close();
  });
});
