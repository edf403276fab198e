import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveGoodsInRoom, WechatLiveAssistant, WechatLiveGoods } from "../../server/areas/live/contract.js";
import type { RoomShareCode, WechatLiveRoom } from "../../server/areas/live/roomContract.js";
import { REJECT_REASON } from "../../server/core/simulatedReview.js";
import { WECHAT_PICTURE_REASON } from "../../server/core/simulatedReview.js";
import { M, startSignedIn, type TestServer } from "./helpers.js";
import { backdateReview, chinaTime, countRows, mediaOf, PICTURE, withReviewDelay } from "./liveHelpers.js";

let s: TestServer, m1: string, m2: string, staff: string, media: string;
beforeAll(async () => {
  ({ s, m1, m2, staff } = await startSignedIn());
  media = await mediaOf(s, m1);
}, 60_000);
afterAll(() => s.close());

interface Page<T> {
  total: number;
  list: T[];
}

const room = (over: Record<string, unknown> = {}) => ({
  roomName: "测试直播间名称",
  coverImg: media,
  coverImgLocal: PICTURE,
  shareImg: media,
  shareImgLocal: PICTURE,
  feedsImg: media,
  feedsImgLocal: PICTURE,
  startTime: chinaTime(1),
  endTime: chinaTime(3),
  anchorName: "测试主播",
  anchorWechat: "anchor_test",
  isFeedsPublic: 1,
  type: 0,
  closeLike: 0,
  closeGoods: 0,
  closeComment: 0,
  closeReplay: 1,
  closeShare: 0,
  closeKf: 1,
  ...over,
});

const list = (searchRequest: Record<string, unknown> = {}, token = m1, pageParamRequest = { page: 1, limit: 50 }) =>
  s.call<Page<WechatLiveRoom>>("POST", `${M}/mp/live/room/list`, { token, body: { searchRequest, pageParamRequest } });
const create = (body: unknown, token = m1) => s.call("POST", `${M}/mp/live/room/create`, { token, body });
const byName = async (roomName: string) => (await list({ keywords: roomName })).data.list.find((r) => r.roomName === roomName)!;
const get = (path: string, token = m1) => s.call("GET", `${M}/mp/live/room/${path}`, { token });
const post = (path: string, body: unknown, token = m1) => s.call("POST", `${M}/mp/live/room/${path}`, { token, body });

describe("live rooms: access and isolation", () => {
  it("needs a token and the room authorities", async () => {
    expect((await s.call("POST", `${M}/mp/live/room/list`, { body: {} })).code).toBe(401);
    expect((await list({}, staff)).code).toBe(403);
    expect((await create(room(), staff)).code).toBe(403);
    expect((await get("updatecomment/1/1", staff)).code).toBe(403);
  });

  it("answers another merchant's room as a missing one", async () => {
    const theirs = (await list({}, m2)).data.list;
    expect(theirs.length).toBe(1);
    const id = theirs[0]!.id;
    for (const path of [`info/${id}`, `delete/${id}`, `goodslist/${id}`, `getass/${id}`, `getsharecode/${id}`, `updatecomment/${id}/1`, `updateclosekf/${id}/0`])
      expect((await get(path)).message).toBe("直播间不存在");
    expect((await post("edit", room({ id }))).message).toBe("直播间不存在");
    expect((await post("mangerass", { id, assid: [1] })).message).toBe("直播间不存在");
  });
});

describe("live rooms: list", () => {
  it("answers the seeded rooms in every live and review state, with filters", async () => {
    const all = await list();
    expect(all.code).toBe(200);
    expect(all.data.total).toBe(7);
    const live = all.data.list.find((r) => r.roomName === "夏日新品穿搭直播")!;
    expect(live).toMatchObject({ liveStatus: 101, reviewStatus: 3, storeShow: 1, roomId: expect.any(Number) });
    expect(live.goods.split(",").length).toBe(2);
    expect(live.assistant.split(",").length).toBe(2);
    expect(live.coverImgLocal).toMatch(/^http:\/\/.+\/static\/demo\//);
    expect(new Set(all.data.list.map((r) => r.liveStatus))).toEqual(new Set([101, 102, 103, 104, 107]));
    expect(new Set(all.data.list.map((r) => r.reviewStatus))).toEqual(new Set([0, 1, 2, 3]));
    expect((await list({ liveStatus: 103 })).data.list.map((r) => r.roomName)).toEqual(["春季清仓特卖直播"]);
    expect((await list({ reviewStatus: 1 })).data.list[0]!.reviewReason).toBe(REJECT_REASON);
    expect((await list({ storeShow: 1 })).data.list.every((r) => r.storeShow === 1)).toBe(true);
    expect((await list({ keywords: encodeURIComponent("小王") })).data.total).toBe(3);
    const paged = await list({}, m1, { page: 2, limit: 5 });
    expect(paged.data).toMatchObject({ total: 7, list: expect.any(Array) });
    expect(paged.data.list.length).toBe(2);
    expect((await s.call("POST", `${M}/mp/live/room/list`, { token: m1, body: { searchRequest: { liveStatus: "x" } } })).message).toBe("未知的直播状态");
  });

  it("filters by review status and star (spec doc 2: reviewStatus, liveStatus, keywords, storeShow, star), alone and together", async () => {
    const names = async (search: Record<string, unknown>, token = m1) => (await list(search, token)).data.list.map((r) => r.roomName).sort();
    for (const reviewStatus of [0, 1, 2, 3]) {
      const rows = (await list({ reviewStatus })).data.list;
      expect(rows.length, `review ${reviewStatus}`).toBeGreaterThan(0);
      expect(rows.every((r) => r.reviewStatus === reviewStatus)).toBe(true);
    }
    expect(await names({ reviewStatus: 2 })).toEqual(["美妆护肤教程直播"]);
    expect(await names({ star: 5 })).toEqual(["夏日新品穿搭直播"]);
    const threeStars = (await list({ star: 3 })).data;
    expect(threeStars.total).toBe(6);
    expect(threeStars.list.every((r) => r.star === 3)).toBe(true);
    expect(await names({ star: 4 })).toEqual([]);
    expect(await names({ star: 3, reviewStatus: 3 })).toEqual(["周末数码好物专场", "户外装备测评直播", "春季清仓特卖直播"].sort());
    expect(await names({ star: 3, reviewStatus: 3, liveStatus: 103, storeShow: 0, keywords: encodeURIComponent("清仓") })).toEqual(["春季清仓特卖直播"]);
    // Another shop's rooms never show, whatever the filter.
    expect((await list({ star: 5 }, m2)).data.list.every((r) => r.merId === 2)).toBe(true);
    expect((await list({ star: 3 }, m2)).data.total).toBe(0);
    expect((await s.call("POST", `${M}/mp/live/room/list`, { token: m1, body: { searchRequest: { star: "x" } } })).message).toBe("未知的推荐星级");
    expect((await s.call("POST", `${M}/mp/live/room/list`, { token: m1, body: { searchRequest: { reviewStatus: "x" } } })).message).toBe("未知的审核状态");
  });
});

describe("live rooms: create rules", () => {
  const expectMessage = async (body: unknown, message: string) => {
    const r = await create(body);
    expect(r).toMatchObject({ code: 400, message });
  };

  it("checks names, pictures and switches with the backend's messages", async () => {
    await expectMessage(room({ roomName: "" }), "直播间名称 不能为空");
    await expectMessage(room({ roomName: "两字" }), "直播间名字最短3个汉字，最长17个汉字，1个汉字相当于2个字符");
    await expectMessage(room({ roomName: "一二三四五六七八九十一二三四五六七八" }), "直播间名字最短3个汉字，最长17个汉字，1个汉字相当于2个字符");
    await expectMessage(room({ anchorName: "王" }), "主播昵称最短2个汉字，最长15个汉字，1个汉字相当于2个字符");
    await expectMessage(room({ anchorName: undefined }), "主播昵称 不能为空");
    await expectMessage(room({ anchorWechat: "" }), "主播微信账号 不能为空");
    await expectMessage(room({ coverImg: "" }), "直播间背景图 不能为空");
    await expectMessage(room({ shareImg: "" }), "分享图 不能为空");
    await expectMessage(room({ shareImgLocal: "" }), "直播间分享图链接 不能为空");
    await expectMessage(room({ feedsImg: "" }), "直播间频道 不能为空");
    await expectMessage(room({ feedsImgLocal: "" }), "官方收录封面 不能为空");
    await expectMessage(room({ startTime: undefined }), "直播计划开始时间 不能为空");
    await expectMessage(room({ endTime: undefined }), "直播计划结束时间 不能为空");
    await expectMessage(room({ isFeedsPublic: undefined }), "是否开启官方收录 不能为空");
    await expectMessage(room({ type: 2 }), "直播间类型只能是0（手机直播）或1（推流）");
    await expectMessage(room({ closeLike: undefined }), "直播间是否关闭点赞 不能为空");
    await expectMessage(room({ closeGoods: 3 }), "直播间是否关闭货架只能是0或1");
    await expectMessage(room({ closeComment: undefined }), "直播间是否关闭评论 不能为空");
    await expectMessage(room({ closeReplay: undefined }), "直播间是否关闭回放 不能为空");
    await expectMessage(room({ closeShare: undefined }), "直播间是否关闭分享 不能为空");
    await expectMessage(room({ closeKf: undefined }), "直播间是否关闭客服 不能为空");
  });

  it("checks the plan's times", async () => {
    await expectMessage(room({ startTime: "明天" }), "直播计划开始时间格式错误");
    await expectMessage(room({ endTime: "2024-02-30 10:00:00" }), "直播计划结束时间格式错误");
    await expectMessage(room({ startTime: chinaTime(1), endTime: chinaTime(1.4) }), "开播时间和结束时间间隔不得短于30分钟");
    await expectMessage(room({ startTime: chinaTime(1), endTime: chinaTime(25.5) }), "开播时间和结束时间间隔不得超过24小时");
    await expectMessage(room({ startTime: chinaTime(0.1), endTime: chinaTime(2) }), "开播时间需要在当前时间的10分钟后");
    await expectMessage(room({ startTime: chinaTime(24 * 181), endTime: chinaTime(24 * 181 + 2) }), "开播时间不能在6个月之后");
  });

  it("refuses media ids the merchant never obtained, writing nothing", async () => {
    const before = await countRows(s.app.db, "live_room", 1);
    const r = await create(room({ feedsImg: "not-a-media-id" }));
    expect(r).toMatchObject({ code: 500, message: "直播频道封面图的mediaID无效，请重新选择图片" });
    expect(await countRows(s.app.db, "live_room", 1)).toBe(before);
  });
});

describe("live rooms: review and live status", () => {
  it("goes platform pending → WeChat approved one stage at a time, then live by its times", async () => {
    await withReviewDelay(100, async () => {
      expect((await create(room({ roomName: "分阶段审核直播间" }))).data).toBe(true);
      const created = await byName("分阶段审核直播间");
      expect(created).toMatchObject({ reviewStatus: 0, liveStatus: 102, storeShow: 0, roomId: null });
      await backdateReview(s.app.db, "live_room", created.id, 100);
      // The platform passed it; WeChat has not created it yet.
      expect(await byName("分阶段审核直播间")).toMatchObject({ reviewStatus: 0 });
      await backdateReview(s.app.db, "live_room", created.id, 100);
      expect(await byName("分阶段审核直播间")).toMatchObject({ reviewStatus: 3, storeShow: 1, roomId: expect.any(Number) });
      // The clock reaches its start, then its end.
      await s.app.db.updateTable("liveRoom").set({ startTime: chinaTime(-1), endTime: chinaTime(1) }).where("id", "=", created.id).execute();
      expect((await byName("分阶段审核直播间")).liveStatus).toBe(101);
      await s.app.db.updateTable("liveRoom").set({ startTime: chinaTime(-3), endTime: chinaTime(-1) }).where("id", "=", created.id).execute();
      expect((await byName("分阶段审核直播间")).liveStatus).toBe(103);
    });
  });

  it("fails at the platform for a marked name and at WeChat for a marked picture; unapproved rooms expire", async () => {
    await create(room({ roomName: "驳回测试直播间" }));
    expect(await byName("驳回测试直播间")).toMatchObject({ reviewStatus: 1, reviewReason: REJECT_REASON });
    const rejectMedia = await mediaOf(s, m1, "/static/demo/reject-share.png");
    await create(room({ roomName: "图片不过审直播间", shareImg: rejectMedia, shareImgLocal: "/static/demo/reject-share.png" }));
    const failed = await byName("图片不过审直播间");
    expect(failed).toMatchObject({ reviewStatus: 2, reviewReason: WECHAT_PICTURE_REASON, roomId: null });
    await s.app.db.updateTable("liveRoom").set({ startTime: chinaTime(-3), endTime: chinaTime(-1) }).where("id", "=", failed.id).execute();
    expect((await byName("图片不过审直播间")).liveStatus).toBe(107);
  });
});

describe("live rooms: edit, info, delete, share code", () => {
  it("edits a room before it starts (a rejected one goes to review again) and refuses an ended one", async () => {
    const rejected = await byName("驳回测试直播间");
    const info = await s.call<WechatLiveRoom>("GET", `${M}/mp/live/room/info/${rejected.id}`, { token: m1 });
    expect(info.data).toMatchObject({ id: rejected.id, anchorName: "测试主播", closeKf: 1 });
    await withReviewDelay(100, async () => {
      const r = await post("edit", { ...room({ roomName: "改名后的直播间", startTime: info.data.startTime, endTime: chinaTime(4) }), id: rejected.id });
      expect(r).toMatchObject({ code: 200, data: true });
      expect(await byName("改名后的直播间")).toMatchObject({ reviewStatus: 0, reviewReason: "" });
    });
    const ended = await byName("春季清仓特卖直播");
    expect((await post("edit", { ...room(), id: ended.id })).message).toBe("直播间已开播或已结束，不能编辑");
    expect((await post("edit", room())).message).toBe("直播间不存在");
  });

  it("draws the share code of an approved room as a real picture", async () => {
    const live = await byName("夏日新品穿搭直播");
    const r = await s.call<RoomShareCode>("GET", `${M}/mp/live/room/getsharecode/${live.id}`, { token: m1 });
    expect(r.data.pagePath).toContain(`room_id=${live.roomId}`);
    for (const url of [r.data.cdnUrl, r.data.posterUrl]) {
      const file = await s.app.fastify.inject({ method: "GET", url: new URL(url).pathname });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(1, 4).toString()).toBe("PNG");
    }
    expect((await byName("夏日新品穿搭直播")).qrcodeUrl).toBe(r.data.cdnUrl);
    const pending = await byName("美妆护肤教程直播");
    expect((await get(`getsharecode/${pending.id}`)).message).toBe("直播间未通过微信审核，还没有分享码");
  });

  it("deletes a room with its goods places", async () => {
    const gone = await byName("改名后的直播间");
    expect((await get(`delete/${gone.id}`)).code).toBe(200);
    expect((await get(`info/${gone.id}`)).message).toBe("直播间不存在");
  });
});

describe("live rooms: goods", () => {
  let roomId: number;
  let approved: WechatLiveGoods[];
  beforeAll(async () => {
    roomId = (await byName("周末数码好物专场")).id;
    approved = (await s.call<Page<WechatLiveGoods>>("GET", `${M}/mp/live/goods/list`, { token: m1, query: { reviewStatus: 4 } })).data.list;
  });

  it("imports only WeChat-approved goods, once each", async () => {
    expect((await post("addgoods", { id: roomId })).message).toBe("请至少选择一个商品提交");
    expect((await post("addgoods", { id: roomId, ids: [] })).message).toBe("请至少选择一个商品提交");
    const pending = (await s.call<Page<WechatLiveGoods>>("GET", `${M}/mp/live/goods/list`, { token: m1, query: { reviewStatus: 5 } })).data.list[0]!;
    expect((await post("addgoods", { id: roomId, ids: [pending.goodsId] })).message).toBe("只能导入微信审核通过的直播商品");
    expect((await post("addgoods", { id: roomId, ids: [99999999] })).message).toBe("直播商品不存在");
    const theirs = (await s.call<Page<WechatLiveGoods>>("GET", `${M}/mp/live/goods/list`, { token: m2 })).data.list[0]!;
    expect((await post("addgoods", { id: roomId, ids: [theirs.goodsId] })).message).toBe("直播商品不存在");
    const ids = approved.map((g) => g.goodsId);
    expect((await post("addgoods", { id: roomId, ids })).data).toBe(true);
    expect((await post("addgoods", { id: roomId, ids: [ids[0]] })).data).toBe(true);
    const goods = await s.call<LiveGoodsInRoom[]>("GET", `${M}/mp/live/room/goodslist/${roomId}`, { token: m1 });
    expect(goods.data.map((g) => g.goodsId)).toEqual(ids);
    expect(goods.data.every((g) => g.onSale === 1)).toBe(true);
    expect((await byName("周末数码好物专场")).goods).toBe(ids.join(","));
  });

  it("refuses rooms that are not approved, ended or have their shelf closed", async () => {
    const ids = [approved[0]!.goodsId];
    expect((await post("addgoods", { id: (await byName("美妆护肤教程直播")).id, ids })).message).toBe("直播间未通过微信审核，不能操作商品");
    expect((await post("addgoods", { id: (await byName("春季清仓特卖直播")).id, ids })).message).toBe("直播已结束，不能导入商品");
    await s.app.db.updateTable("liveRoom").set({ closeGoods: 1 }).where("id", "=", roomId).execute();
    expect((await post("addgoods", { id: roomId, ids })).message).toBe("直播间已关闭货架，不能导入商品");
    await s.app.db.updateTable("liveRoom").set({ closeGoods: 0 }).where("id", "=", roomId).execute();
  });

  it("puts goods off and on the shelf, orders them and removes one", async () => {
    const [a, b] = approved.map((g) => g.goodsId!);
    expect((await post("goodsonsale", { roomId, goodsId: a, onSale: 2 })).message).toBe("上下架状态只能是0（下架）或1（上架）");
    expect((await post("goodsonsale", { roomId, goodsId: a, onSale: 0 })).data).toBe(true);
    expect((await post("goodsonsale", { roomId, goodsId: 12345, onSale: 0 })).message).toBe("直播间中没有该商品");
    expect((await post("goodsort", { roomId, goods: [] })).message).toBe("请传入排序后的商品");
    expect((await post("goodsort", { roomId, goods: [{ goodsId: b }, { goodsId: a }] })).data).toBe(true);
    let goods = (await s.call<LiveGoodsInRoom[]>("GET", `${M}/mp/live/room/goodslist/${roomId}`, { token: m1 })).data;
    expect(goods.slice(0, 2).map((g) => [g.goodsId, g.onSale])).toEqual([
      [b, 1],
      [a, 0],
    ]);
    expect((await get(`deletegoodsinroom/${roomId}/${a}`)).data).toBe(true);
    expect((await get(`deletegoodsinroom/${roomId}/${a}`)).message).toBe("直播间中没有该商品");
    goods = (await s.call<LiveGoodsInRoom[]>("GET", `${M}/mp/live/room/goodslist/${roomId}`, { token: m1 })).data;
    expect(goods.map((g) => g.goodsId)).not.toContain(a);
  });
});

describe("live rooms: assistants and switches", () => {
  it("sets and reads a room's assistants", async () => {
    const live = await byName("夏日新品穿搭直播");
    const mine = (await s.call<Page<WechatLiveAssistant>>("GET", `${M}/mp/live/assistant/list`, { token: m1, query: { keywords: "" } })).data.list;
    const theirs = (await s.call<Page<WechatLiveAssistant>>("GET", `${M}/mp/live/assistant/list`, { token: m2, query: { keywords: "" } })).data.list;
    expect((await post("mangerass", { id: live.id, assid: [] })).message).toBe("请至少选择一个小助手");
    expect((await post("mangerass", { id: live.id, assid: [theirs[0]!.id] })).message).toBe("小助手不存在");
    expect((await post("mangerass", { id: live.id, assid: [mine[2]!.id] })).data).toBe(true);
    const now = await s.call<WechatLiveAssistant[]>("GET", `${M}/mp/live/room/getass/${live.id}`, { token: m1 });
    expect(now.data.map((a) => a.id)).toEqual([mine[2]!.id]);
    const pending = await byName("美妆护肤教程直播");
    expect((await post("mangerass", { id: pending.id, assid: [mine[0]!.id] })).message).toBe("直播间未通过微信审核，不能设置小助手");
    const ended = await byName("春季清仓特卖直播");
    expect((await post("mangerass", { id: ended.id, assid: [mine[0]!.id] })).message).toBe("直播已结束，不能设置小助手");
  });

  it("flips the four 0/1 switches with their rules", async () => {
    const live = await byName("夏日新品穿搭直播");
    expect((await get(`updatecomment/${live.id}/2`)).message).toBe("banComment 只能是0或1");
    for (const [path, field, value] of [
      ["updatecomment", "closeComment", 1],
      ["updatefeedpublic", "isFeedsPublic", 0],
      ["updatereplay", "closeReplay", 0],
      ["updateclosekf", "closeKf", 0],
    ] as const) {
      expect((await get(`${path}/${live.id}/${value}`)).data).toBe(true);
      expect((await byName("夏日新品穿搭直播"))[field]).toBe(value);
    }
    const pending = await byName("美妆护肤教程直播");
    expect((await get(`updatecomment/${pending.id}/1`)).message).toBe("直播间未通过微信审核，不能修改此设置");
    expect((await get(`updateclosekf/${pending.id}/0`)).data).toBe(true);
    const ended = await byName("春季清仓特卖直播");
    expect((await get(`updatereplay/${ended.id}/0`)).message).toBe("直播已结束，不能修改此设置");
  });
});
