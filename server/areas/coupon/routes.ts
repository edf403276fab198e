/** Coupons (contract §3.8): list, info, save, status toggle, delete, product links, usable list. */
import type { ExpressionBuilder } from "kysely";
import type { DB } from "../../db/schema.js";
import { readPage } from "../../core/paging.js";
import { ApiError, badRequest } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { merchantRoute, type MerchantRoute, type MerchantScope } from "../../core/route.js";
import { idParams } from "../../core/validate.js";
import { couponSaveSchema, couponSearchSchema, productJoinSchema, type CouponInfo, type UsableCoupon } from "./contract.js";
import { couponProductList, replaceCouponProducts, requireOwnProducts } from "./products.js";
import { CATEGORY_PRODUCT, COUPON_TYPE_AMOUNT_OFF, parseProductIds, PUBLISHER_MERCHANT, readCouponValues, RECEIVE_TYPE_GIFT } from "./rules.js";
import { linkedDataColumn, liveCoupons, toCoupon, toUsableCoupon } from "./views.js";
import { lockRow } from "../../db/dialect.js";

export const couponMissing = () => new ApiError(10001, "优惠券不存在");

async function findCoupon(mine: MerchantScope, id: number) {
  const row = await liveCoupons(mine).selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw couponMissing();
  return row;
}

/** Open, with stock left (or unlimited), and inside its receive window (if it has one). */
function claimable(eb: ExpressionBuilder<DB, "coupon">, at: string) {
  return eb.and([
    eb("status", "=", 1),
    eb.or([eb("isLimited", "=", 0), eb("lastTotal", ">", 0)]),
    eb.or([eb("isTimeReceive", "=", 0), eb.and([eb("receiveStartTime", "<=", at), eb("receiveEndTime", ">=", at)])]),
  ]);
}

export const couponRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/coupon/list",
    authority: "merchant:coupon:page:list",
    schema: { query: couponSearchSchema },
    handler: async ({ mine, query }) => {
      let base = liveCoupons(mine);
      if (query.name) base = base.where("name", "like", `%${query.name}%`);
      if (query.category !== undefined) base = base.where("category", "=", query.category);
      if (query.receiveType !== undefined) base = base.where("receiveType", "=", query.receiveType);
      if (query.status !== undefined) base = base.where("status", "=", query.status ? 1 : 0);
      if (query.receiveStatus !== undefined) {
        const at = now();
        base = base.where((eb) => (query.receiveStatus === 1 ? claimable(eb, at) : eb.not(claimable(eb, at))));
      }
      return readPage(
        base,
        query,
        (q) => q.selectAll().select(linkedDataColumn).orderBy("sort", "desc").orderBy("id", "desc"),
        (rows) => rows.map(toCoupon),
      );
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/coupon/info/:id",
    authority: "merchant:coupon:info",
    schema: { params: idParams },
    handler: async ({ db, mine, params }): Promise<CouponInfo> => {
      const row = await liveCoupons(mine).selectAll().select(linkedDataColumn).where("id", "=", params.id).executeTakeFirst();
      if (!row) throw couponMissing();
      const coupon = toCoupon(row);
      const productList = row.category === CATEGORY_PRODUCT ? await couponProductList(db, row.merId, row.id) : [];
      return { ...coupon, productIds: coupon.linkedData, productList };
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/coupon/save",
    authority: "merchant:coupon:save",
    sensitive: "新增优惠券",
    schema: { body: couponSaveSchema },
    handler: async ({ db, mine, body }) => {
      const { productIds, ...values } = readCouponValues(body);
      const merId = mine.merId;
      await requireOwnProducts(db, merId, productIds);
      await mine.transaction(async ({ db: trx }) => {
        const time = now();
        const { id } = await trx
          .insertInto("coupon")
          .values({
            ...values,
            merId,
            publisher: PUBLISHER_MERCHANT,
            couponType: COUPON_TYPE_AMOUNT_OFF,
            discount: 0,
            lastTotal: values.total,
            isDel: 0,
            isRepeated: 0,
            userLevel: 0,
            createTime: time,
            updateTime: time,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await replaceCouponProducts(trx, merId, id, productIds);
      });
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/coupon/update/status/:id",
    authority: "merchant:coupon:update:status",
    schema: { params: idParams },
    handler: async ({ mine, params }) => {
      const row = await findCoupon(mine, params.id);
      await mine
        .updateTable("coupon")
        .set({ status: row.status === 1 ? 0 : 1, updateTime: now() })
        .where("id", "=", row.id)
        .execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/coupon/delete/:id",
    authority: "merchant:coupon:delete",
    sensitive: "删除优惠券",
    schema: { params: idParams },
    handler: async ({ mine, params }) => {
      const row = await findCoupon(mine, params.id);
      // Soft delete: coupons already claimed stay valid and keep pointing at the row.
      await mine.transaction(async (tx) => {
        await tx.updateTable("coupon").set({ isDel: 1, updateTime: now() }).where("id", "=", row.id).execute();
        await replaceCouponProducts(tx.db, row.merId, row.id, []);
      });
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/coupon/product/join/edit",
    authority: "merchant:coupon:product:join:edit",
    schema: { body: productJoinSchema },
    handler: async ({ db, mine, body }) => {
      const row = await findCoupon(mine, body.id);
      if (row.category !== CATEGORY_PRODUCT) throw badRequest("优惠券不是商品券");
      const ids = parseProductIds(body.productIds);
      if (!ids.length) throw badRequest("请选择商品");
      await requireOwnProducts(db, row.merId, ids);
      await mine.transaction(async (tx) => {
        await lockRow(tx.db, "coupon", row.id);
        await replaceCouponProducts(tx.db, row.merId, row.id, ids);
        await tx.updateTable("coupon").set({ updateTime: now() }).where("id", "=", row.id).execute();
      });
      return null;
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/coupon/product/usable/list",
    authority: "merchant:coupon:product:usable:list",
    // Gift-on-purchase coupons a product can hand out: open, in stock, claimable now and not expired.
    handler: async ({ mine }): Promise<UsableCoupon[]> => {
      const at = now();
      const rows = await liveCoupons(mine)
        .selectAll()
        .select(linkedDataColumn)
        .where("receiveType", "=", RECEIVE_TYPE_GIFT)
        .where((eb) => claimable(eb, at))
        .where((eb) => eb.or([eb("isFixedTime", "=", 0), eb("useEndTime", ">=", at)]))
        .orderBy("sort", "desc")
        .orderBy("id", "desc")
        .execute();
      return rows.map(toUsableCoupon);
    },
  }),
];
