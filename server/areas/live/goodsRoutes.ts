/** Live goods (contract §3.27): batch add and submit, edit, delete, info, sort, withdraw and resubmit the review. */
import { readPage } from "../../core/paging.js";
import { badRequest, refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { fromMediaUrl, requestOrigin } from "../../core/media.js";
import { findMerchantProducts } from "../../core/productRefs.js";
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import { idParams } from "../../core/validate.js";
import { goodsSaveSchema, goodsSearchSchema, goodsUpdateSchema, sortParams } from "./contract.js";
import { findGoods, merchantLabel, requireMedia } from "./lookup.js";
import { settleGoodsReviews, wechatOnlySubmission } from "./review.js";
import { toGoods } from "./serialize.js";

const COVER = "商品封面图";

/** The save's body is a JSON array, which the shared body reader refuses: it is read here. */
function readGoodsArray(body: unknown) {
  if (body === undefined || body === null || body === "") throw badRequest("参数体不能为空");
  const result = goodsSaveSchema.safeParse(body);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? "参数检验失败");
  return result.data;
}

export const goodsRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/mp/live/goods/list",
    authority: "merchant:mp:live:goods:list",
    schema: { query: goodsSearchSchema },
    handler: async ({ db, mine, query, request }) => {
      await settleGoodsReviews(db, mine.merId);
      let base = mine.selectFrom("liveGoods");
      if (query.reviewStatus !== undefined) base = base.where("reviewStatus", "=", query.reviewStatus);
      if (query.keywords) {
        const like = `%${query.keywords}%`;
        const number = /^\d+$/.test(query.keywords) ? Number(query.keywords) : -1;
        base = base.where((eb) =>
          eb.or([eb("id", "=", number), eb("productId", "=", number), eb("name", "like", like), eb("goodsId", "=", number), eb("auditId", "=", number)]),
        );
      }
      return readPage(
        base,
        query,
        (q) => q.selectAll().orderBy("sort", "desc").orderBy("id", "desc"),
        (rows) => {
          const origin = requestOrigin(request);
          return rows.map((row) => toGoods(row, origin));
        },
      );
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/mp/live/goods/save",
    authority: "merchant:mp:live:goods:save",
    handler: async ({ db, mine, request }) => {
      const items = readGoodsArray(request.body);
      const productIds = [...new Set(items.map((item) => item.productId))];
      const products = await findMerchantProducts(db, mine.merId, productIds);
      if (products.length !== productIds.length) throw refused("商品不存在");
      for (const item of items) await requireMedia(db, mine.merId, item.coverImgUrl, COVER);
      const origin = requestOrigin(request);
      const label = await merchantLabel(db, mine.merId);
      const time = now();
      await mine.transaction(async ({ db: trx }) => {
        for (const { price, price2, coverImgUrlLocal, ...item } of items)
          await trx
            .insertInto("liveGoods")
            .values({
              ...item,
              ...label,
              merId: mine.merId,
              coverImgUrlLocal: fromMediaUrl(coverImgUrlLocal, origin),
              price: price!,
              price2: item.priceType === 1 ? 0 : price2!,
              reviewStatus: 1,
              reviewSubmittedAt: time,
              createTime: time,
              updateTime: time,
            })
            .execute();
      });
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/mp/live/goods/update",
    authority: "merchant:mp:live:goods:edit",
    schema: { body: goodsUpdateSchema },
    handler: async ({ db, mine, body, request }) => {
      const goods = await findGoods(mine, body.id);
      const local = fromMediaUrl(body.coverImgUrlLocal, requestOrigin(request));
      if (body.coverImgUrl) await requireMedia(db, mine.merId, body.coverImgUrl, COVER);
      else if (local !== goods.coverImgUrlLocal) throw badRequest("封面素材不能为空，请重新选择商品图");
      const time = now();
      // Any change goes through the platform and WeChat again (the backend resets the review).
      await mine
        .updateTable("liveGoods")
        .set({
          name: body.name,
          coverImgUrl: body.coverImgUrl || goods.coverImgUrl,
          coverImgUrlLocal: local,
          priceType: body.priceType,
          price: body.price!,
          price2: body.priceType === 1 ? 0 : body.price2!,
          url: body.url,
          reviewStatus: 1,
          reviewReason: "",
          reviewSubmittedAt: time,
          updateTime: time,
        })
        .where("id", "=", goods.id)
        .execute();
      return null;
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/mp/live/goods/delete/:id",
    authority: "merchant:mp:live:goods:delete",
    schema: { params: idParams },
    handler: async ({ mine, params }) => {
      const goods = await findGoods(mine, params.id);
      // Its places in rooms go with it (ON DELETE CASCADE).
      await mine.deleteFrom("liveGoods").where("id", "=", goods.id).execute();
      return null;
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/mp/live/goods/info/:id",
    authority: "merchant:mp:live:goods:info",
    schema: { params: idParams },
    handler: async ({ db, mine, params, request }) => {
      await settleGoodsReviews(db, mine.merId);
      return toGoods(await findGoods(mine, params.id), requestOrigin(request));
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/mp/live/goods/sort/:id/:sort",
    authority: "merchant:mp:live:goods:sort",
    schema: { params: sortParams },
    handler: async ({ mine, params }) => {
      const goods = await findGoods(mine, params.id);
      await mine.updateTable("liveGoods").set({ sort: params.sort, updateTime: now() }).where("id", "=", goods.id).execute();
      return null;
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/mp/live/goods/audit/reset/:id",
    authority: "merchant:mp:live:goods:reset",
    schema: { params: idParams },
    handler: async ({ db, mine, params }) => {
      await settleGoodsReviews(db, mine.merId);
      const goods = await findGoods(mine, params.id);
      if (goods.reviewStatus !== 1 && goods.reviewStatus !== 2) throw refused("直播商品不在审核中，不能撤回审核");
      await mine
        .updateTable("liveGoods")
        .set({ reviewStatus: 0, auditStatus: 0, reviewSubmittedAt: null, updateTime: now() })
        .where("id", "=", goods.id)
        .execute();
      return true;
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/mp/live/goods/audit/:id",
    authority: "merchant:mp:live:goods:audit",
    schema: { params: idParams },
    handler: async ({ db, mine, params }) => {
      await settleGoodsReviews(db, mine.merId);
      const goods = await findGoods(mine, params.id);
      if (![0, 3, 5].includes(goods.reviewStatus)) throw refused("直播商品审核中或已通过，不能重新提交审核");
      // Goods the platform passed before (they have WeChat's id) go straight back to WeChat.
      const toWechat = goods.goodsId !== null && goods.reviewStatus !== 3;
      await mine
        .updateTable("liveGoods")
        .set({
          reviewStatus: toWechat ? 2 : 1,
          auditStatus: toWechat ? 1 : 0,
          reviewReason: "",
          reviewSubmittedAt: toWechat ? wechatOnlySubmission() : now(),
          updateTime: now(),
        })
        .where("id", "=", goods.id)
        .execute();
      return "已重新提交审核";
    },
  }),
];
