/**
 * Demo live data: goods of merchant 1 in every review state, rooms that are live, coming,
 * ended, banned, expired or in each review state, assistants; a little for merchant 2.
 */
import { randomBytes } from "node:crypto";
import { formatDateTime, now } from "../../core/format.js";
import { firstMerchantProductIds } from "../../core/productRefs.js";
import type { Db } from "../../db/database.js";
import { REJECT_REASON } from "../../core/simulatedReview.js";
import { wechatGoodsId, wechatRoomId } from "./review.js";

const HOUR = 3600_000;
const at = (offsetHours: number) => formatDateTime(new Date(Date.now() + offsetHours * HOUR));

async function media(db: Db, merId: number, path: string): Promise<string> {
  const mediaId = randomBytes(24).toString("base64url");
  await db.insertInto("liveMedia").values({ merId, mediaId, type: "image", path, createTime: now() }).execute();
  return mediaId;
}

interface GoodsSeed {
  name: string;
  reviewStatus: number;
  priceType: number;
  price: number;
  price2?: number;
  reason?: string;
}

const GOODS: GoodsSeed[] = [
  { name: "碎花连衣裙", reviewStatus: 4, priceType: 1, price: 15900 },
  { name: "轻跑运动鞋", reviewStatus: 4, priceType: 2, price: 19900, price2: 25900 },
  { name: "降噪蓝牙耳机", reviewStatus: 4, priceType: 3, price: 39900, price2: 29900 },
  { name: "智能手表直播款", reviewStatus: 2, priceType: 1, price: 59900 },
  { name: "驳回示例保温杯", reviewStatus: 3, priceType: 1, price: 8900, reason: REJECT_REASON },
  { name: "通勤双肩包", reviewStatus: 5, priceType: 1, price: 12900, reason: "微信审核：商品图片含二维码，请更换后重新提交" },
  { name: "护肤套装礼盒", reviewStatus: 0, priceType: 3, price: 49900, price2: 39900 },
];

async function seedGoods(db: Db, merId: number, goods: GoodsSeed[]): Promise<number[]> {
  const productIds = await firstMerchantProductIds(db, merId, goods.length);
  if (!productIds.length) return [];
  const time = now();
  const ids: number[] = [];
  for (const [i, g] of goods.entries()) {
    const productId = productIds[i % productIds.length]!;
    const picture = `/static/demo/product-${String((i % 10) + 1).padStart(2, "0")}.png`;
    const { id: insertId } = await db
      .insertInto("liveGoods")
      .values({
        merId,
        productId,
        name: g.name,
        coverImgUrl: await media(db, merId, picture),
        coverImgUrlLocal: picture,
        priceType: g.priceType,
        price: g.price,
        price2: g.price2 ?? 0,
        url: `pages/goods/goods_details/index?id=${productId}`,
        auditStatus: g.reviewStatus === 4 ? 2 : g.reviewStatus === 5 ? 3 : g.reviewStatus === 2 ? 1 : 0,
        reviewStatus: g.reviewStatus,
        reviewReason: g.reason ?? "",
        // The one in WeChat's review is decided like any new submission.
        reviewSubmittedAt: g.reviewStatus === 2 ? time : null,
        merName: merId === 1 ? "CRMEB 旗舰店" : "青禾生活馆",
        merType: 0,
        sort: (goods.length - i) * 10,
        createTime: time,
        updateTime: time,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = Number(insertId);
    if ([2, 4, 5].includes(g.reviewStatus)) await db.updateTable("liveGoods").set({ goodsId: wechatGoodsId(id), auditId: 7_000_000 + id }).where("id", "=", id).execute();
    ids.push(id);
  }
  return ids;
}

interface RoomSeed {
  roomName: string;
  anchorName: string;
  reviewStatus: number;
  liveStatus: number;
  start: number;
  hours: number;
  storeShow: number;
  reason?: string;
}

const ROOMS: RoomSeed[] = [
  { roomName: "夏日新品穿搭直播", anchorName: "小王店长", reviewStatus: 3, liveStatus: 101, start: -0.5, hours: 3, storeShow: 1 },
  { roomName: "周末数码好物专场", anchorName: "数码阿杰", reviewStatus: 3, liveStatus: 102, start: 30, hours: 2, storeShow: 1 },
  { roomName: "春季清仓特卖直播", anchorName: "小王店长", reviewStatus: 3, liveStatus: 103, start: -50, hours: 2, storeShow: 0 },
  { roomName: "户外装备测评直播", anchorName: "阿杰", reviewStatus: 3, liveStatus: 104, start: -30, hours: 2, storeShow: 0 },
  { roomName: "驳回示例直播间", anchorName: "小李", reviewStatus: 1, liveStatus: 102, start: 48, hours: 2, storeShow: 0, reason: REJECT_REASON },
  { roomName: "美妆护肤教程直播", anchorName: "Lily老师", reviewStatus: 2, liveStatus: 102, start: 72, hours: 2, storeShow: 0, reason: "微信审核：主播微信号未完成实名认证" },
  { roomName: "年货节预热直播", anchorName: "小王店长", reviewStatus: 0, liveStatus: 107, start: -100, hours: 2, storeShow: 0 },
];

async function seedRoom(db: Db, merId: number, r: RoomSeed, index: number): Promise<number> {
  const cover = `/static/demo/product-${String((index % 10) + 1).padStart(2, "0")}.png`;
  const time = now();
  const { id: insertId } = await db
    .insertInto("liveRoom")
    .values({
      merId,
      roomName: r.roomName,
      coverImg: await media(db, merId, cover),
      coverImgLocal: cover,
      shareImg: await media(db, merId, cover),
      shareImgLocal: cover,
      feedsImg: await media(db, merId, cover),
      feedsImgLocal: cover,
      startTime: at(r.start),
      endTime: at(r.start + r.hours),
      anchorName: r.anchorName,
      anchorWechat: `anchor_${merId}_${index + 1}`,
      subAnchorWechat: "",
      createrWechat: "",
      isFeedsPublic: 1,
      type: index % 2,
      screenType: 0,
      closeLike: 0,
      closeGoods: 0,
      closeComment: index === 0 ? 0 : 1,
      closeReplay: 1,
      closeShare: 0,
      closeKf: 1,
      liveStatus: r.liveStatus,
      storeShow: r.storeShow,
      reviewStatus: r.reviewStatus,
      reviewReason: r.reason ?? "",
      merName: merId === 1 ? "CRMEB 旗舰店" : "青禾生活馆",
      merType: 0,
      star: index === 0 ? 5 : 3,
      sort: 0,
      createTime: time,
      updateTime: time,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = Number(insertId);
  if (r.reviewStatus === 3) await db.updateTable("liveRoom").set({ roomId: wechatRoomId(id) }).where("id", "=", id).execute();
  return id;
}

const ASSISTANTS = [
  { wechat: "zhuli_xiaomei", wechatNickname: "小美", assDesc: "负责评论区互动" },
  { wechat: "zhuli_ahao", wechatNickname: "阿豪", assDesc: "负责商品上下架" },
  { wechat: "zhuli_lele", wechatNickname: "乐乐", assDesc: "" },
];

export async function seedLive(db: Db): Promise<void> {
  const goods = await seedGoods(db, 1, GOODS);
  const rooms: number[] = [];
  for (const [i, room] of ROOMS.entries()) rooms.push(await seedRoom(db, 1, room, i));
  const time = now();
  const assistants: number[] = [];
  for (const a of ASSISTANTS) {
    const { id: insertId } = await db.insertInto("liveAssistant").values({ ...a, merId: 1, headimg: "", openid: "", createTime: time, updateTime: time }).returning("id").executeTakeFirstOrThrow();
    assistants.push(Number(insertId));
  }
  // The live room sells the first two approved goods and has two assistants.
  const live = rooms[0]!;
  if (goods.length >= 2)
    await db
      .insertInto("liveRoomGoods")
      .values([
        { roomId: live, liveGoodsId: goods[0]!, merId: 1, onSale: 1, sort: 1 },
        { roomId: live, liveGoodsId: goods[1]!, merId: 1, onSale: 0, sort: 2 },
      ])
      .execute();
  await db
    .insertInto("liveRoomAssistant")
    .values(assistants.slice(0, 2).map((assistantId) => ({ roomId: live, assistantId, merId: 1 })))
    .execute();

  await seedGoods(db, 2, [{ name: "青禾手作茶具", reviewStatus: 4, priceType: 1, price: 26800 }]);
  await seedRoom(db, 2, { roomName: "青禾茶艺分享会", anchorName: "周店长", reviewStatus: 3, liveStatus: 102, start: 26, hours: 2, storeShow: 1 }, 0);
  await db.insertInto("liveAssistant").values({ merId: 2, wechat: "qinghe_zhuli", wechatNickname: "青禾助理", headimg: "", openid: "", assDesc: "", createTime: time, updateTime: time }).execute();
}
