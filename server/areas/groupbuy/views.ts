/** Group-buy activities as answers: process, totals of their groups, and (in the detail) their products and SKUs. */
import { sql, type Selectable } from "kysely";
import type { Db } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import { merchantById } from "../../core/accounts.js";
import { fromCents, now } from "../../core/format.js";
import { findMerchantProducts } from "../../core/productRefs.js";
import { mediaFor, toSku } from "../product/serialize.js";
import { skusOf } from "../product/store.js";
import { GROUP_PROCESS, RECORD_STATUS, type GroupBuyActivity, type GroupBuyProductResponse } from "./contract.js";

export type ActivityRecord = Selectable<DB["groupBuyActivity"]>;
type Media = ReturnType<typeof mediaFor>;

/** Not started before its start, running until its end, ended after. */
export function groupProcess(a: Pick<ActivityRecord, "startTime" | "endTime">, at = now()): number {
  if (at < a.startTime) return GROUP_PROCESS.notStarted;
  return at < a.endTime ? GROUP_PROCESS.running : GROUP_PROCESS.ended;
}

/** `groupProcess` in SQL, for filters. */
export const groupProcessSql = (at: string) =>
  sql<number>`CASE WHEN group_buy_activity.start_time > ${at} THEN 0 WHEN group_buy_activity.end_time > ${at} THEN 1 ELSE 2 END`;

interface Totals {
  begin: number;
  done: number;
  orderBegin: number;
  orderDone: number;
}

async function totalsOf(db: Db, ids: number[]): Promise<Map<number, Totals>> {
  const totals = new Map<number, Totals>(ids.map((id) => [id, { begin: 0, done: 0, orderBegin: 0, orderDone: 0 }]));
  if (!ids.length) return totals;
  const success = RECORD_STATUS.success;
  const groups = await db
    .selectFrom("groupBuyRecord")
    .select(["groupActivityId", sql<number>`COUNT(*)`.as("begin"), sql<number>`SUM(CASE WHEN record_status = ${success} THEN 1 ELSE 0 END)`.as("done")])
    .where("groupActivityId", "in", ids)
    .groupBy("groupActivityId")
    .execute();
  const orders = await db
    .selectFrom("groupBuyMember")
    .innerJoin("groupBuyRecord", "groupBuyRecord.id", "groupBuyMember.recordId")
    .select(["groupBuyRecord.groupActivityId", sql<number>`COUNT(*)`.as("begin"), sql<number>`SUM(CASE WHEN group_buy_record.record_status = ${success} THEN 1 ELSE 0 END)`.as("done")])
    .where("groupBuyRecord.groupActivityId", "in", ids)
    .groupBy("groupBuyRecord.groupActivityId")
    .execute();
  for (const g of groups) Object.assign(totals.get(g.groupActivityId)!, { begin: Number(g.begin), done: Number(g.done ?? 0) });
  for (const o of orders) Object.assign(totals.get(o.groupActivityId)!, { orderBegin: Number(o.begin), orderDone: Number(o.done ?? 0) });
  return totals;
}

/** Rows → `GroupBuyActivityResponse` without products (the list). */
export async function toActivities(db: Db, merId: number, rows: ActivityRecord[]): Promise<GroupBuyActivity[]> {
  const totals = await totalsOf(db, rows.map((r) => r.id));
  const merchant = await merchantById(db, merId);
  const at = now();
  return rows.map((a) => {
    const t = totals.get(a.id)!;
    return {
      id: a.id,
      groupName: a.groupName,
      startTime: a.startTime,
      endTime: a.endTime,
      validHour: a.validHour,
      buyCount: a.buyCount,
      allQuota: a.allQuota,
      oncQuota: a.oncQuota,
      groupStatus: a.groupStatus,
      merId: a.merId,
      merName: merchant?.name ?? "",
      productCount: a.productCount,
      showGroup: a.showGroup,
      fictiStatus: a.fictiStatus,
      isDel: a.isDel,
      totalActivityBegin: t.begin,
      totalActivityDone: t.done,
      totalOrderBegin: t.orderBegin,
      totalOrderDone: t.orderDone,
      refusal: a.refusal,
      groupProcess: groupProcess(a, at),
      activityStatus: a.activityStatus,
      createTime: a.createTime,
      groupBuyActivityProductResponseList: [],
    };
  });
}

/** The activity's products, each with its SKUs (the product's SKU in `attrValue`), in the order they were added. */
export async function activityProducts(db: Db, merId: number, activityId: number, media: Media): Promise<GroupBuyProductResponse[]> {
  const rows = await db.selectFrom("groupBuyActivitySku").selectAll().where("groupActivityId", "=", activityId).orderBy("id").execute();
  const productIds = [...new Set(rows.map((r) => r.productId))];
  const products = new Map((await findMerchantProducts(db, merId, productIds)).map((p) => [p.id, p]));
  const skus = new Map((await skusOf(db, productIds)).map((s) => [s.id, s]));
  const bought = await db
    .selectFrom("groupBuyRecord")
    .innerJoin("groupBuyMember", "groupBuyMember.recordId", "groupBuyRecord.id")
    .select(["groupBuyRecord.productId", sql<number>`COUNT(*)`.as("n")])
    .where("groupBuyRecord.groupActivityId", "=", activityId)
    .where("groupBuyRecord.recordStatus", "=", RECORD_STATUS.success)
    .groupBy("groupBuyRecord.productId")
    .execute();
  const boughtOf = new Map(bought.map((b) => [b.productId, Number(b.n)]));
  return productIds.flatMap((productId) => {
    const product = products.get(productId);
    if (!product) return [];
    return [
      {
        productId,
        productName: product.name,
        image: media.url(product.image),
        groupBuyActivitySkuResponses: rows
          .filter((r) => r.productId === productId)
          .map((r) => {
            const sku = skus.get(r.skuId);
            return {
              id: r.id,
              groupActivityId: r.groupActivityId,
              productId,
              activePrice: fromCents(r.activePrice),
              quotaShow: r.quotaShow,
              quota: r.quota,
              productName: product.name,
              skuId: r.skuId,
              attrValue: sku ? [toSku(sku, media)] : [],
              latestBuyCount: boughtOf.get(productId) ?? 0,
            };
          }),
      },
    ];
  });
}
