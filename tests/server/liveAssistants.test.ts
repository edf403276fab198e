import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WechatLiveAssistant } from "../../server/areas/live/contract.js";
import { M, startSignedIn, type TestServer } from "./helpers.js";

let s: TestServer, m1: string, m2: string, staff: string;
beforeAll(async () => {
  ({ s, m1, m2, staff } = await startSignedIn());
}, 60_000);
afterAll(() => s.close());

interface Page<T> {
  total: number;
  list: T[];
}
const A = `${M}/mp/live/assistant`;
const list = (query: Record<string, string | number>, token = m1) => s.call<Page<WechatLiveAssistant>>("GET", `${A}/list`, { token, query });

describe("live assistants", () => {
  it("needs a token and the assistant authorities", async () => {
    expect((await s.call("GET", `${A}/list`, { query: { keywords: "" } })).code).toBe(401);
    expect((await list({ keywords: "" }, staff)).code).toBe(403);
    expect((await s.call("POST", `${A}/save`, { token: staff, body: { wechat: "a", wechatNickname: "b" } })).code).toBe(403);
  });

  it("requires keywords on the list, as the backend (it may be empty)", async () => {
    expect(await s.call("GET", `${A}/list`, { token: m1 })).toMatchObject({ code: 400, message: "请求参数 keywords 不能为空" });
    const all = await list({ keywords: "" });
    expect(all.data.total).toBe(3);
    expect(all.data.list[0]).toMatchObject({ merId: 1, wechat: expect.any(String), wechatNickname: expect.any(String), createTime: expect.any(String) });
    expect((await list({ keywords: "阿豪" })).data.list.map((a) => a.wechat)).toEqual(["zhuli_ahao"]);
    expect((await list({ keywords: "" }, m2)).data.list.map((a) => a.wechat)).toEqual(["qinghe_zhuli"]);
  });

  it("adds, edits, shows and deletes with the rules", async () => {
    const save = (body: object) => s.call("POST", `${A}/save`, { token: m1, body });
    expect((await save({ wechatNickname: "新助手" })).message).toBe("请输入小助手微信号");
    expect((await save({ wechat: "new_helper" })).message).toBe("请输入小助手微信昵称");
    expect((await save({ wechat: "x".repeat(65), wechatNickname: "新助手" })).message).toBe("小助手微信号不能超过64个字符");
    expect((await save({ wechat: "zhuli_ahao", wechatNickname: "重复" })).message).toBe("该微信号已是小助手");
    // Another merchant's wechat is no conflict.
    expect((await save({ wechat: "qinghe_zhuli", wechatNickname: "同号不同店", assDesc: "备注" })).code).toBe(200);
    const added = (await list({ keywords: "同号不同店" })).data.list[0]!;
    expect(added).toMatchObject({ wechat: "qinghe_zhuli", assDesc: "备注" });
    const update = (body: object, token = m1) => s.call("POST", `${A}/update`, { token, body });
    expect((await update({ wechat: "a", wechatNickname: "b" })).message).toBe("小助手ID不能为空");
    expect((await update({ id: added.id, wechat: "zhuli_lele", wechatNickname: "b" })).message).toBe("该微信号已是小助手");
    expect((await update({ id: added.id, wechat: "renamed", wechatNickname: "改名" })).code).toBe(200);
    const info = await s.call<WechatLiveAssistant>("GET", `${A}/info/${added.id}`, { token: m1 });
    expect(info.data).toMatchObject({ wechat: "renamed", wechatNickname: "改名" });
    expect((await update({ id: added.id, wechat: "x", wechatNickname: "y" }, m2)).message).toBe("小助手不存在");
    expect((await s.call("GET", `${A}/info/${added.id}`, { token: m2 })).message).toBe("小助手不存在");
    expect((await s.call("GET", `${A}/delete/${added.id}`, { token: m2 })).message).toBe("小助手不存在");
    expect((await s.call("GET", `${A}/delete/${added.id}`, { token: m1 })).code).toBe(200);
    expect((await s.call("GET", `${A}/info/${added.id}`, { token: m1 })).message).toBe("小助手不存在");
  });

  it("leaves the rooms of a deleted assistant", async () => {
    const helper = (await list({ keywords: "小美" })).data.list[0]!;
    const rooms = await s.app.db.selectFrom("liveRoomAssistant").select("roomId").where("assistantId", "=", helper.id).execute();
    expect(rooms.length).toBe(1);
    await s.call("GET", `${A}/delete/${helper.id}`, { token: m1 });
    const ass = await s.call<WechatLiveAssistant[]>("GET", `${M}/mp/live/room/getass/${rooms[0]!.roomId}`, { token: m1 });
    expect(ass.data.map((a) => a.id)).not.toContain(helper.id);
  });
});
