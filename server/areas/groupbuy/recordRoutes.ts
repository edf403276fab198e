/** Group-buy records (contract §3.26): the groups shoppers opened, with counts per state and members. */
import { sql, type SqlBool } from "kysely";
import type { Db } from "../../db/database.js";
import { merchantById } from "../../core/accounts.js";
import { readPage } from "../../core/paging.js";
import { refused } from "../../core/errors.js";
import { fromCents } from "../../core/format.js";
import { requestOrigin } from "../../core/media.js";
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import { idParams } from "../../core/validate.js";
import { mediaFor } from "../product/serialize.js";
import { containsPattern } from "../../core/textSearch.js";
import { groupRecordCountQuery, groupRecordQuery, RECORD_STATUS, type GroupBuyRecordDetail, type GroupBuyRecordRow, type GroupRecordCounts, type GroupRecordFilters } from "./contract.js";
import { settleGroupRecords } from "./review.js";

/** The leader search of the record list: all fields, or the uid, nickname or phone. */
function leaderMatch(searchType: GroupRecordFilters["searchType"], content: string) {
  const uid = /^\d+$/.test(content) ? Number(content) : -1;
  switch (searchType) {
    case "uid":
      return sql<SqlBool>`group_buy_record.leader_uid = ${uid}`;
    case "nickname":
      return containsPattern("groupBuyRecord.leaderNickname", content);
    case "phone":
      return containsPattern("groupBuyRecord.leaderPhone", content);
    default:
      return sql<SqlBool>`(group_buy_record.leader_uid = ${uid} OR ${containsPattern("groupBuyRecord.leaderNickname", content)} OR ${containsPattern("groupBuyRecord.leaderPhone", content)})`;
  }
}

function recordQuery(db: Db, merId: number, f: GroupRecordFilters) {
  return db
    .selectFrom("groupBuyRecord")
    .innerJoin("groupBuyActivity", "groupBuyActivity.id", "groupBuyRecord.groupActivityId")
    .where("groupBuyRecord.merId", "=", merId)
    .where((eb) => {
      const parts = [];
      if (f.groupActivityName) parts.push(containsPattern("groupBuyActivity.groupName", f.groupActivityName));
      if (f.productName) parts.push(containsPattern("groupBuyRecord.productName", f.productName));
      if (f.startTime) parts.push(eb("groupBuyRecord.createTime", ">=", `${f.startTime} 00:00:00`));
      if (f.endTime) parts.push(eb("groupBuyRecord.createTime", "<=", `${f.endTime} 23:59:59`));
      if (f.content) parts.push(leaderMatch(f.searchType, f.content));
      return eb.and(parts);
    });
}

export const recordRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/groupbuy/record/list",
    authority: "merchant:groupbuy:record:list",
    schema: { query: groupRecordQuery },
    handler: async ({ db, session, query, request }) => {
      await settleGroupRecords(db, session.merId);
      let base = recordQuery(db, session.merId, query);
      if (query.recordStatus !== undefined) base = base.where("groupBuyRecord.recordStatus", "=", query.recordStatus);
      return readPage(
        base,
        query,
        (q) =>
          q
            .selectAll("groupBuyRecord")
            .select("groupBuyActivity.groupName")
            .orderBy("groupBuyRecord.createTime", "desc")
            .orderBy("groupBuyRecord.id", "desc"),
        async (rows) => {
          const merchant = await merchantById(db, session.merId);
          const media = mediaFor(requestOrigin(request));
          const list: GroupBuyRecordRow[] = rows.map((r) => ({
            groupBuyingId: r.id,
            groupName: r.groupName,
            merName: merchant?.name ?? "",
            groupLeaderUid: r.leaderUid,
            groupLeaderNickname: r.leaderNickname,
            productImage: media.url(r.productImage),
            productName: r.productName,
            createTime: r.createTime,
            endTime: r.endTime,
            buyingCountNum: r.buyingCountNum,
            yetBuyingNum: r.yetBuyingNum,
            recordStatus: r.recordStatus,
          }));
          return list;
        },
      );
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/groupbuy/record/list/count",
    authority: "merchant:groupbuy:record:list:count",
    schema: { query: groupRecordCountQuery },
    handler: async ({ db, session, query }): Promise<GroupRecordCounts> => {
      await settleGroupRecords(db, session.merId);
      const rows = await recordQuery(db, session.merId, query)
        .select(["groupBuyRecord.recordStatus", (eb) => eb.fn.countAll<number>().as("n")])
        .groupBy("groupBuyRecord.recordStatus")
        .execute();
      const count = (status: number) => Number(rows.find((r) => r.recordStatus === status)?.n ?? 0);
      return { ingNum: count(RECORD_STATUS.running), successNum: count(RECORD_STATUS.success), failNum: count(RECORD_STATUS.failed) };
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/groupbuy/record/info/:id",
    authority: "merchant:groupbuy:record:info",
    schema: { params: idParams },
    handler: async ({ db, session, params, request }): Promise<GroupBuyRecordDetail> => {
      await settleGroupRecords(db, session.merId);
      const record = await db
        .selectFrom("groupBuyRecord")
        .innerJoin("groupBuyActivity", "groupBuyActivity.id", "groupBuyRecord.groupActivityId")
        .selectAll("groupBuyRecord")
        .select("groupBuyActivity.groupName")
        .where("groupBuyRecord.id", "=", params.id)
        .where("groupBuyRecord.merId", "=", session.merId)
        .executeTakeFirst();
      if (!record) throw refused("拼团记录不存在");
      const members = await db.selectFrom("groupBuyMember").selectAll().where("recordId", "=", record.id).orderBy("isLeader", "desc").orderBy("id").execute();
      const media = mediaFor(requestOrigin(request));
      return {
        groupBuyingId: record.id,
        groupName: record.groupName,
        recordStatus: record.recordStatus,
        buyingCountNum: record.buyingCountNum,
        yetBuyingNum: record.yetBuyingNum,
        createTime: record.createTime,
        endTime: record.endTime,
        productImage: media.url(record.productImage),
        productName: record.productName,
        memberDataList: members.map((m) => ({
          id: m.id,
          memberAvatar: media.url(m.avatar),
          memberId: m.uid,
          memberNickname: m.nickname,
          orderNo: m.orderNo,
          orderDetailSku: m.sku,
          payNum: m.payNum,
          payPrice: fromCents(m.payPrice),
          refundNum: m.refundNum,
          isLeader: m.isLeader,
          createTime: m.createTime,
        })),
      };
    },
  }),
];
