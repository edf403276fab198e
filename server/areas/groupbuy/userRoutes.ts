/**
 * Group members (contract §3.26, "not used by the UI"). The backend checks no authority here; this
 * server asks for those of the group-buy records page, where members belong (README, "Tightened authorities").
 */
import type { Db } from "../../db/database.js";
import { readPage } from "../../core/paging.js";
import { refused } from "../../core/errors.js";
import { requestOrigin } from "../../core/media.js";
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import { pageParams } from "../../core/validate.js";
import { z } from "zod";
import { mediaFor } from "../product/serialize.js";
import { idQuery, type GroupBuyUser } from "./contract.js";
import { settleGroupRecords } from "./review.js";

/** The merchant's group-buy members with their groups, nothing selected yet. */
const memberRows = (db: Db, merId: number) =>
  db.selectFrom("groupBuyMember").innerJoin("groupBuyRecord", "groupBuyRecord.id", "groupBuyMember.recordId").where("groupBuyMember.merId", "=", merId);

function members(db: Db, merId: number) {
  return memberRows(db, merId).select([
      "groupBuyMember.id",
      "groupBuyMember.recordId",
      "groupBuyRecord.productId",
      "groupBuyRecord.groupActivityId",
      "groupBuyMember.merId",
      "groupBuyMember.payNum",
      "groupBuyRecord.recordStatus",
      "groupBuyMember.isLeader",
      "groupBuyMember.orderNo",
      "groupBuyMember.uid",
      "groupBuyMember.nickname",
      "groupBuyMember.avatar",
      "groupBuyMember.createTime",
    ]);
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof members>["execute"]>>[number];

const toUser = (m: MemberRow, media: ReturnType<typeof mediaFor>): GroupBuyUser => ({
  id: m.id,
  groupRecordId: m.recordId,
  productGroupId: m.productId,
  groupActivityId: m.groupActivityId,
  merId: m.merId,
  payNum: m.payNum,
  recordStatus: m.recordStatus,
  isLeader: m.isLeader,
  orderId: m.orderNo,
  uid: m.uid,
  groupNickname: m.nickname,
  groupAvatar: media.url(m.avatar),
  createTime: m.createTime,
});

export const userRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/groupbuy/user/list",
    authority: "merchant:groupbuy:record:list",
    schema: { query: z.object(pageParams) },
    handler: async ({ db, session, query, request }) => {
      await settleGroupRecords(db, session.merId);
      const media = mediaFor(requestOrigin(request));
      return readPage(
        memberRows(db, session.merId),
        query,
        () => members(db, session.merId).orderBy("groupBuyMember.id", "desc"),
        (rows) => rows.map((m) => toUser(m, media)),
      );
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/groupbuy/user/info",
    authority: "merchant:groupbuy:record:info",
    schema: { query: idQuery },
    handler: async ({ db, session, query, request }) => {
      await settleGroupRecords(db, session.merId);
      const row = await members(db, session.merId).where("groupBuyMember.id", "=", query.id).executeTakeFirst();
      if (!row) throw refused("拼团成员不存在");
      return toUser(row, mediaFor(requestOrigin(request)));
    },
  }),
];
