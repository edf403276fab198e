/** Flash sales (contract §3.25): the platform's activities and the merchant's products in them. */
import type { Db } from "../../db/database.js";
import { merchantById } from "../../core/accounts.js";
import { readPage } from "../../core/paging.js";
import { refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { requestOrigin } from "../../core/media.js";
import { merchantRoute, type MerchantRoute, merchantScope } from "../../core/route.js";
import { idParams } from "../../core/validate.js";
import { mediaFor } from "../product/serialize.js";
import { containsPattern } from "../../core/textSearch.js";
import { ACTIVITY_STATE, activityAbnormal, activityState, findActivity, slotsOf, toActivityRows } from "./activities.js";
import { activityPageQuery, seckillAddBody, seckillIdsBody, seckillPriceBody, seckillProductQuery, type SeckillActivityDetail } from "./contract.js";
import { insertJoin, planJoin } from "./join.js";
import { findSeckillProduct, seckillProductQuery as productQuery, skusOfSeckill, toSeckillRows } from "./products.js";
import { AUDIT, settleSeckillReviews } from "./review.js";

/** Up or down: only products the platform passed; up also needs an activity that has not ended. */
async function setShelf(db: Db, merId: number, ids: number[], isShow: 0 | 1): Promise<void> {
  await settleSeckillReviews(db, merId);
  for (const id of ids) {
    const row = await findSeckillProduct(db, merId, id);
    if (row.auditStatus !== AUDIT.passed) throw refused(isShow ? "只有审核通过的秒杀商品才能上架" : "只有审核通过的秒杀商品才能下架");
    if (isShow && activityState(await findActivity(db, row.activityId)) === ACTIVITY_STATE.ended) throw activityAbnormal("秒杀活动已结束");
  }
  await merchantScope(db, merId).transaction(async ({ db: trx }) => {
    await trx.updateTable("seckillProduct").set({ isShow, updateTime: now() }).where("merId", "=", merId).where("id", "in", ids).execute();
  });
}

export const seckillRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/seckill/activity/page",
    authority: "merchant:seckill:activity:page",
    schema: { query: activityPageQuery },
    handler: async ({ db, session, query }) => {
      const base = db
        .selectFrom("seckillActivity")
        .where("isDel", "=", 0)
        .where((eb) => {
          const parts = [];
          if (query.name) parts.push(containsPattern("name", query.name));
          if (query.date) parts.push(eb.and([eb("startDate", "<=", query.date), eb("endDate", ">=", query.date)]));
          return eb.and(parts);
        });
      return readPage(
        base,
        query,
        (q) => q.selectAll().orderBy("id", "desc"),
        (rows) => toActivityRows(db, session.merId, rows),
      );
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/seckill/activity/detail/:id",
    authority: "merchant:seckill:activity:detail",
    schema: { params: idParams },
    handler: async ({ db, session, params, request }): Promise<SeckillActivityDetail> => {
      const activity = await findActivity(db, params.id);
      await settleSeckillReviews(db, session.merId);
      const [row] = await toActivityRows(db, session.merId, [activity]);
      const slots = await slotsOf(db, [activity.id]);
      const products = await db
        .selectFrom("seckillProduct")
        .selectAll()
        .where("merId", "=", session.merId)
        .where("activityId", "=", activity.id)
        .where("isDel", "=", 0)
        .orderBy("sort", "desc")
        .orderBy("id", "desc")
        .execute();
      const { productNum: _count, ...rest } = row!;
      return {
        ...rest,
        timeIntervals: (slots.get(activity.id)?.ids ?? []).join(","),
        productList: await toSeckillRows(db, session.merId, products, mediaFor(requestOrigin(request))),
      };
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/seckill/product/page",
    authority: "merchant:seckill:product:list",
    schema: { query: seckillProductQuery },
    handler: async ({ db, session, query, request }) => {
      await settleSeckillReviews(db, session.merId);
      const merchant = await merchantById(db, session.merId);
      const base = productQuery(db, session.merId, query, merchant?.starLevel ?? 0);
      return readPage(
        base,
        query,
        (q) => q.selectAll("seckillProduct").orderBy("seckillProduct.sort", "desc").orderBy("seckillProduct.id", "desc"),
        (rows) => toSeckillRows(db, session.merId, rows, mediaFor(requestOrigin(request))),
      );
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/seckill/product/add",
    authority: "merchant:seckill:product:add",
    schema: { body: seckillAddBody },
    handler: async ({ db, mine, session, body }) => {
      const plans = await planJoin(db, session.merId, body);
      await mine.transaction(({ db: trx }) => insertJoin(trx, plans));
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/seckill/product/set/price",
    authority: "merchant:seckill:product:price",
    schema: { body: seckillPriceBody },
    handler: async ({ db, mine, session, body }) => {
      await settleSeckillReviews(db, session.merId);
      const plans: Array<{ id: number; prices: Map<number, number> }> = [];
      for (const item of body.productList) {
        const product = await findSeckillProduct(db, session.merId, item.id);
        const skus = await skusOfSeckill(db, [product.id]);
        const prices = new Map(skus.map((s) => [s.id, s.price]));
        for (const sku of item.attrValue) {
          if (!prices.has(sku.id)) throw refused("秒杀商品规格不存在");
          prices.set(sku.id, sku.activityPrice);
        }
        plans.push({ id: product.id, prices });
      }
      const time = now();
      await mine.transaction(async ({ db: trx }) => {
        for (const plan of plans) {
          for (const [id, price] of plan.prices) await trx.updateTable("seckillProductSku").set({ price }).where("id", "=", id).execute();
          await trx
            .updateTable("seckillProduct")
            .set({ seckillPrice: Math.min(...plan.prices.values()), updateTime: time })
            .where("id", "=", plan.id)
            .execute();
        }
      });
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/seckill/product/up",
    authority: "merchant:seckill:product:up",
    schema: { body: seckillIdsBody },
    handler: async ({ db, session, body }) => {
      await setShelf(db, session.merId, body.ids, 1);
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/seckill/product/down",
    authority: "merchant:seckill:product:down",
    schema: { body: seckillIdsBody },
    handler: async ({ db, session, body }) => {
      await setShelf(db, session.merId, body.ids, 0);
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/seckill/product/delete",
    authority: "merchant:seckill:product:delete",
    schema: { body: seckillIdsBody },
    handler: async ({ db, mine, session, body }) => {
      await settleSeckillReviews(db, session.merId);
      for (const id of body.ids) {
        const row = await db
          .selectFrom("seckillProduct")
          .select("auditStatus")
          .where("id", "=", id)
          .where("merId", "=", session.merId)
          .where("isDel", "=", 0)
          .executeTakeFirst();
        if (!row) throw refused(`编号${id}的商品不存在`);
        if (row.auditStatus !== AUDIT.rejected) throw activityAbnormal("只能删除审核失败的商品");
      }
      await mine.transaction(async ({ db: trx }) => {
        await trx.updateTable("seckillProduct").set({ isDel: 1, updateTime: now() }).where("merId", "=", session.merId).where("id", "in", body.ids).execute();
        await trx.deleteFrom("seckillProductSku").where("merId", "=", session.merId).where("seckillProductId", "in", body.ids).execute();
      });
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/seckill/product/withdraw/:id",
    authority: "merchant:seckill:product:withdraw",
    schema: { params: idParams },
    handler: async ({ db, session, params }) => {
      await settleSeckillReviews(db, session.merId);
      const row = await findSeckillProduct(db, session.merId, params.id);
      if (row.auditStatus !== AUDIT.pending) throw activityAbnormal("秒杀商品审核状态异常，请刷新后再试");
      await db
        .updateTable("seckillProduct")
        .set({ auditStatus: AUDIT.rejected, reason: "商户撤销审核", updateTime: now() })
        .where("id", "=", row.id)
        .execute();
      return null;
    },
  }),
];
