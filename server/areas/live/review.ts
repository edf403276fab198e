/**
 * The simulated platform and WeChat reviews of live goods and rooms (server/core/simulatedReview.ts),
 * settled when the merchant's rows are read, and the rooms' live status by their times.
 *
 * Two stages, one delay each: the platform judges the name (`reviewVerdict`), WeChat the pictures
 * (`wechatPictureVerdict`), so every state, "WeChat failed" too, can be reached.
 */
import { elapsedReviewStages, reviewCutoff, reviewVerdict, wechatPictureVerdict } from "../../core/simulatedReview.js";
import { formatDateTime, now } from "../../core/format.js";
import type { Db } from "../../db/database.js";

/** WeChat's goods and room ids are larger numbers of their own. */
export const wechatGoodsId = (id: number) => 200_000 + id;
export const wechatRoomId = (id: number) => 100_000 + id;
const newAuditId = (id: number) => Number(`${id}${Date.now() % 1_000_000}`);

/** A submission time that has already spent the platform's stage: a resubmission straight to WeChat. */
export const wechatOnlySubmission = () => formatDateTime(reviewCutoff(1));

export async function settleGoodsReviews(db: Db, merId: number): Promise<void> {
  const pending = await db
    .selectFrom("liveGoods")
    .select(["id", "name", "coverImgUrlLocal", "reviewStatus", "reviewSubmittedAt", "goodsId"])
    .where("merId", "=", merId)
    .where("reviewSubmittedAt", "is not", null)
    .execute();
  for (const goods of pending) {
    const stages = elapsedReviewStages(goods.reviewSubmittedAt);
    if (stages < 1) continue;
    const time = now();
    if (goods.reviewStatus === 1) {
      const platform = reviewVerdict(goods.name);
      if (!platform.passed) {
        await db
          .updateTable("liveGoods")
          .set({ reviewStatus: 3, reviewReason: platform.reason, reviewSubmittedAt: null, updateTime: time })
          .where("id", "=", goods.id)
          .execute();
        continue;
      }
      await db
        .updateTable("liveGoods")
        .set({ reviewStatus: 2, reviewReason: "", goodsId: goods.goodsId ?? wechatGoodsId(goods.id), auditId: newAuditId(goods.id), auditStatus: 1, updateTime: time })
        .where("id", "=", goods.id)
        .execute();
    }
    if (stages < 2) continue;
    const wechat = wechatPictureVerdict(goods.coverImgUrlLocal);
    await db
      .updateTable("liveGoods")
      .set({
        reviewStatus: wechat.passed ? 4 : 5,
        auditStatus: wechat.passed ? 2 : 3,
        reviewReason: wechat.reason,
        reviewSubmittedAt: null,
        updateTime: time,
      })
      .where("id", "=", goods.id)
      .execute();
  }
}

const roomPictures = (room: { coverImgLocal: string; shareImgLocal: string; feedsImgLocal: string }) =>
  [room.coverImgLocal, room.shareImgLocal, room.feedsImgLocal].join(" ");

async function settleRoomReviews(db: Db, merId: number): Promise<void> {
  const pending = await db
    .selectFrom("liveRoom")
    .select(["id", "roomName", "coverImgLocal", "shareImgLocal", "feedsImgLocal", "reviewSubmittedAt"])
    .where("merId", "=", merId)
    .where("reviewSubmittedAt", "is not", null)
    .execute();
  for (const room of pending) {
    const stages = elapsedReviewStages(room.reviewSubmittedAt);
    if (stages < 1) continue;
    const platform = reviewVerdict(room.roomName);
    const wechat = wechatPictureVerdict(roomPictures(room));
    // The platform's pass leaves the room pending until WeChat has created it; the platform
    // then shows an approved room in the shop.
    if (platform.passed && stages < 2) continue;
    const decided = !platform.passed
      ? { reviewStatus: 1, reviewReason: platform.reason }
      : wechat.passed
        ? { reviewStatus: 3, reviewReason: "", roomId: wechatRoomId(room.id), storeShow: 1 }
        : { reviewStatus: 2, reviewReason: wechat.reason };
    await db
      .updateTable("liveRoom")
      .set({ ...decided, reviewSubmittedAt: null, updateTime: now() })
      .where("id", "=", room.id)
      .execute();
  }
}

/**
 * Live status by the clock: a WeChat-approved room is 102 before its start, 101 until its end,
 * 103 after; a room never approved expires (107) at its end. 104–106 are WeChat's and stay.
 */
async function settleLiveStatus(db: Db, merId: number): Promise<void> {
  const time = now();
  const approved = () => db.updateTable("liveRoom").where("merId", "=", merId).where("reviewStatus", "=", 3);
  await approved().set({ liveStatus: 103 }).where("liveStatus", "in", [101, 102]).where("endTime", "<=", time).execute();
  await approved().set({ liveStatus: 101 }).where("liveStatus", "=", 102).where("startTime", "<=", time).where("endTime", ">", time).execute();
  await db
    .updateTable("liveRoom")
    .set({ liveStatus: 107 })
    .where("merId", "=", merId)
    .where("reviewStatus", "!=", 3)
    .where("liveStatus", "=", 102)
    .where("endTime", "<=", time)
    .execute();
}

export async function settleRooms(db: Db, merId: number): Promise<void> {
  await settleRoomReviews(db, merId);
  await settleLiveStatus(db, merId);
}
