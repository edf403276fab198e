/** Group-buy activities (contract §3.26): list with counts per review state, detail, save, edit, switch, withdraw, delete. */
import { sql, type SqlBool } from "kysely";
import type { Db } from "../../db/database.js";
import { merchantById } from "../../core/accounts.js";
import { readPage } from "../../core/paging.js";
import { badRequest, refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { requestOrigin } from "../../core/media.js";
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import { mediaFor } from "../product/serialize.js";
import { containsPattern } from "../../core/textSearch.js";
import {
  GROUP_PROCESS,
  GROUP_STATUS,
  groupActivityQuery,
  groupActivitySaveBody,
  groupActivityUpdateBody,
  groupStatusBody,
  idQuery,
  type GroupActivityFilters,
  type GroupActivityInput,
  type GroupBuyActivity,
  type GroupStatusCount,
} from "./contract.js";
import { settleGroupBuyReviews, settleGroupRecords } from "./review.js";
import { activityProducts, groupProcess, groupProcessSql, toActivities, type ActivityRecord } from "./views.js";
import { activityColumns, activityMissing, planSkus, writeSkus } from "./write.js";

/** The counted review states, in the order the backend answers them. */
const COUNTED_STATES = [GROUP_STATUS.rejected, GROUP_STATUS.withdrawn, GROUP_STATUS.pending, GROUP_STATUS.approved];

async function filtered(db: Db, merId: number, f: Omit<GroupActivityFilters, "page" | "limit" | "groupStatus">) {
  const merchant = await merchantById(db, merId);
  const at = now();
  return db
    .selectFrom("groupBuyActivity")
    .where("merId", "=", merId)
    .where("isDel", "=", 0)
    .where((eb) => {
      const parts = [];
      if (f.groupName) parts.push(containsPattern("groupName", f.groupName));
      if (f.startTime) parts.push(eb.and([eb("startTime", "<=", `${f.startTime} 00:00:00`), eb("endTime", ">=", `${f.startTime} 23:59:59`)]));
      if (f.groupProcess !== undefined) parts.push(sql<SqlBool>`${groupProcessSql(at)} = ${f.groupProcess}`);
      if (f.activityStatus !== undefined) parts.push(eb("activityStatus", "=", f.activityStatus));
      // The platform's merchant filter: the merchant's own name keeps its rows, another keeps none.
      if (f.merName && !(merchant?.name ?? "").includes(f.merName)) parts.push(sql<SqlBool>`1 = 0`);
      return eb.and(parts);
    });
}

async function findActivity(db: Db, merId: number, id: number): Promise<ActivityRecord> {
  const row = await db.selectFrom("groupBuyActivity").selectAll().where("id", "=", id).where("merId", "=", merId).where("isDel", "=", 0).executeTakeFirst();
  if (!row) throw activityMissing();
  return row;
}

function refuseEndedBeforeNow(input: GroupActivityInput): void {
  if (input.endTime <= now()) throw badRequest("结束时间不能早于当前时间");
}

export const activityRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/groupbuy/activity/list",
    authority: "merchant:groupbuy:activity:list",
    schema: { query: groupActivityQuery },
    handler: async ({ db, session, query }) => {
      await settleGroupBuyReviews(db, session.merId);
      await settleGroupRecords(db, session.merId);
      let base = await filtered(db, session.merId, query);
      if (query.groupStatus !== undefined) base = base.where("groupStatus", "=", query.groupStatus);
      return readPage(
        base,
        query,
        (q) => q.selectAll().orderBy("createTime", "desc").orderBy("id", "desc"),
        (rows) => toActivities(db, session.merId, rows),
      );
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/groupbuy/activity/list/count",
    authority: "merchant:groupbuy:activity:list:count",
    schema: { query: groupActivityQuery },
    handler: async ({ db, session, query }): Promise<GroupStatusCount[]> => {
      await settleGroupBuyReviews(db, session.merId);
      const rows = await (await filtered(db, session.merId, query))
        .select(["groupStatus", (eb) => eb.fn.countAll<number>().as("n")])
        .groupBy("groupStatus")
        .execute();
      const counts = new Map(rows.map((r) => [r.groupStatus, Number(r.n)]));
      return COUNTED_STATES.map((groupStatus) => ({ groupStatus, count: counts.get(groupStatus) ?? 0 }));
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/groupbuy/activity/info",
    authority: "merchant:groupbuy:activity:info",
    schema: { query: idQuery },
    handler: async ({ db, session, query, request }): Promise<GroupBuyActivity> => {
      await settleGroupBuyReviews(db, session.merId);
      await settleGroupRecords(db, session.merId);
      const row = await findActivity(db, session.merId, query.id);
      const [activity] = await toActivities(db, session.merId, [row]);
      return { ...activity!, groupBuyActivityProductResponseList: await activityProducts(db, session.merId, row.id, mediaFor(requestOrigin(request))) };
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/groupbuy/activity/save",
    authority: "merchant:groupbuy:activity:add",
    schema: { body: groupActivitySaveBody },
    handler: async ({ db, mine, session, body }) => {
      refuseEndedBeforeNow(body);
      const { rows, productCount } = await planSkus(db, session.merId, body.groupBuySkuRequest);
      const columns = activityColumns(body, productCount);
      await mine.transaction(async ({ db: trx }) => {
        const { id } = await trx
          .insertInto("groupBuyActivity")
          .values({ ...columns, merId: session.merId, activityStatus: 0, isDel: 0, createTime: columns.updateTime })
          .returning("id")
          .executeTakeFirstOrThrow();
        await writeSkus(trx, id, rows);
      });
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/groupbuy/activity/update",
    authority: "merchant:groupbuy:activity:update",
    schema: { body: groupActivityUpdateBody },
    handler: async ({ db, mine, session, body }) => {
      await settleGroupBuyReviews(db, session.merId);
      const row = await findActivity(db, session.merId, body.id);
      if (row.groupStatus === GROUP_STATUS.pending) throw refused("活动审核中，请先撤回再编辑");
      refuseEndedBeforeNow(body);
      const { rows, productCount } = await planSkus(db, session.merId, body.groupBuySkuRequest);
      const columns = activityColumns(body, productCount);
      await mine.transaction(async ({ db: trx }) => {
        await trx.updateTable("groupBuyActivity").set(columns).where("id", "=", row.id).execute();
        await writeSkus(trx, row.id, rows);
      });
      return null;
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/groupbuy/activity/delete",
    authority: "merchant:groupbuy:activity:delete",
    schema: { query: idQuery },
    handler: async ({ db, session, query }) => {
      const row = await findActivity(db, session.merId, query.id);
      if (groupProcess(row) === GROUP_PROCESS.running) throw refused("进行中的拼团活动不能删除");
      await db.updateTable("groupBuyActivity").set({ isDel: 1, updateTime: now() }).where("id", "=", row.id).execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/groupbuy/activity/status",
    authority: "merchant:groupbuy:activity:change:status",
    schema: { body: groupStatusBody },
    handler: async ({ db, session, body }) => {
      await settleGroupBuyReviews(db, session.merId);
      const row = await findActivity(db, session.merId, body.id);
      if (row.groupStatus !== GROUP_STATUS.approved) throw refused("活动审核通过后才能开启或关闭");
      if (body.status === 1 && groupProcess(row) === GROUP_PROCESS.ended) throw refused("活动已结束，不能开启");
      await db.updateTable("groupBuyActivity").set({ activityStatus: body.status, updateTime: now() }).where("id", "=", row.id).execute();
      return null;
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/groupbuy/activity/activity/rollback",
    authority: "merchant:groupbuy:activity:rollback",
    schema: { query: idQuery },
    handler: async ({ db, session, query }) => {
      await settleGroupBuyReviews(db, session.merId);
      const row = await findActivity(db, session.merId, query.id);
      if (row.groupStatus !== GROUP_STATUS.pending) throw refused("只有待审核的活动才能撤回");
      await db.updateTable("groupBuyActivity").set({ groupStatus: GROUP_STATUS.withdrawn, updateTime: now() }).where("id", "=", row.id).execute();
      return null;
    },
  }),
];
