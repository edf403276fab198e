/** Video-channel products (contract §3.28): list, get, put on and take down the shelf (GET, §9), delete. */
import { readPage } from "../../core/paging.js";
import { refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { requestOrigin } from "../../core/media.js";
import { merchantRoute, type MerchantRoute, type MerchantScope } from "../../core/route.js";
import { idParams } from "../../core/validate.js";
import type { Db } from "../../db/database.js";
import { draftSearchSchema, type PayComponentProduct } from "./contract.js";
import { settleDrafts } from "./review.js";
import { catalogueNames, toProduct, type ProductRow } from "./serialize.js";

const liveProducts = (mine: MerchantScope) => mine.selectFrom("payComponentProduct").where("isDel", "=", 0);

async function findProduct(mine: MerchantScope, id: number): Promise<ProductRow> {
  const row = await liveProducts(mine).selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw refused("商品不存在");
  return row;
}

async function shelf(db: Db, mine: MerchantScope, id: number, on: boolean) {
  await settleDrafts(db, mine.merId);
  const product = await findProduct(mine, id);
  if (on) {
    if (product.status === 13) throw refused("商品因违规被下架，不能上架");
    if (product.status === 5) throw refused("商品已上架");
  } else if (product.status !== 5) throw refused("商品未上架");
  const status = on ? 5 : 11;
  await mine.updateTable("payComponentProduct").set({ status, platformStatus: status, updateTime: now() }).where("id", "=", product.id).execute();
  return null;
}

export const productRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/pay/component/product/list",
    authority: "merchant:pay:component:product:list",
    schema: { query: draftSearchSchema },
    handler: async ({ db, mine, query, request }) => {
      await settleDrafts(db, mine.merId);
      let base = liveProducts(mine);
      if (query.proId !== undefined) base = base.where((eb) => eb.or([eb("id", "=", query.proId!), eb("primaryProductId", "=", query.proId!)]));
      if (query.search) base = base.where("title", "like", `%${query.search}%`);
      return readPage(
        base,
        query,
        (q) => q.selectAll().orderBy("id", "desc"),
        async (rows) => {
          const cats = await catalogueNames(db, rows.map((r) => r.thirdCatId));
          const origin = requestOrigin(request);
          return rows.map((row) => toProduct(row, origin, cats));
        },
      );
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/pay/component/product/get/:id",
    authority: "merchant:pay:component:product:info",
    schema: { params: idParams },
    handler: async ({ db, mine, params, request }): Promise<PayComponentProduct> => {
      await settleDrafts(db, mine.merId);
      const product = await findProduct(mine, params.id);
      const cats = await catalogueNames(db, [product.thirdCatId]);
      const brand = await db.selectFrom("payComponentShopBrand").select("brandWording").where("brandId", "=", product.brandId).executeTakeFirst();
      return { ...toProduct(product, requestOrigin(request), cats), catInfo: cats.get(product.thirdCatId), brandName: brand?.brandWording ?? "" };
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/pay/component/product/puton/:id",
    authority: "merchant:pay:component:product:puton",
    schema: { params: idParams },
    handler: ({ db, mine, params }) => shelf(db, mine, params.id, true),
  }),
  merchantRoute({
    method: "GET",
    path: "/pay/component/product/putdown/:id",
    authority: "merchant:pay:component:product:putdown",
    schema: { params: idParams },
    handler: ({ db, mine, params }) => shelf(db, mine, params.id, false),
  }),
  merchantRoute({
    method: "GET",
    path: "/pay/component/product/delete/:id",
    authority: "merchant:pay:component:product:delete",
    schema: { params: idParams },
    handler: async ({ mine, params }) => {
      const product = await findProduct(mine, params.id);
      if (product.status === 5) throw refused("请先下架商品再删除");
      const time = now();
      // Its draft goes too, as the backend's deleteByProId.
      await mine.transaction(async ({ db: trx }) => {
        await trx.updateTable("payComponentProduct").set({ isDel: 1, updateTime: time }).where("id", "=", product.id).execute();
        await trx.updateTable("payComponentDraft").set({ isDel: 1, updateTime: time }).where("merId", "=", mine.merId).where("productId", "=", product.id).execute();
      });
      return null;
    },
  }),
];
