/** The checks a draft passes before it is stored, and its stored form (relative pictures, JSON text). */
import { badRequest, refused } from "../../core/errors.js";
import { toCents } from "../../core/format.js";
import { fromMediaUrl } from "../../core/media.js";
import type { MerchantScope } from "../../core/route.js";
import type { Db } from "../../db/database.js";
import type { DraftSaveRequest } from "./contract.js";

async function checkReferences(db: Db, mine: MerchantScope, body: DraftSaveRequest): Promise<void> {
  const product = await mine.selectFrom("product").select("id").where("id", "=", body.primaryProductId).where("isDel", "=", 0).executeTakeFirst();
  if (!product) throw refused("商品不存在");
  const cat = await db.selectFrom("payComponentCat").selectAll().where("thirdCatId", "=", body.thirdCatId).executeTakeFirst();
  if (!cat) throw refused("商品类目不存在");
  if (cat.productQualificationType === 1 && body.qualificationPics.length === 0) throw badRequest("该类目必须上传商品资质图片，请上传！");
  if (body.brandId) {
    const brand = await db.selectFrom("payComponentShopBrand").select("id").where("brandId", "=", body.brandId).where("status", "=", 1).executeTakeFirst();
    if (!brand) throw refused("品牌不存在或未通过审核");
  }
  const template = await mine.selectFrom("shippingTemplates").select("id").where("id", "=", body.tempId).executeTakeFirst();
  if (!template) throw refused("运费模板不存在");
}

async function checkSkus(db: Db, body: DraftSaveRequest): Promise<void> {
  const skus = body.attrValue;
  if (!body.specType && skus.length !== 1) throw badRequest("单规格商品只能有一个商品属性");
  if (skus.some((sku) => toCents(sku.price) <= 0)) throw badRequest("商品价必须大于0");
  const ids = [...new Set(skus.map((sku) => sku.id))];
  if (ids.length !== skus.length) throw badRequest("商品属性重复");
  const found = await db.selectFrom("productAttrValue").select("id").where("productId", "=", body.primaryProductId).where("id", "in", ids).execute();
  if (found.length !== ids.length) throw refused("商品规格不存在");
}

async function checkTitle(mine: MerchantScope, title: string, exceptId?: number): Promise<void> {
  let q = mine.selectFrom("payComponentDraft").select("id").where("title", "=", title).where("isDel", "=", 0);
  if (exceptId) q = q.where("id", "!=", exceptId);
  if (await q.executeTakeFirst()) throw refused("当前草稿商品的名称已存在");
}

export async function checkDraft(db: Db, mine: MerchantScope, body: DraftSaveRequest): Promise<void> {
  await checkReferences(db, mine, body);
  await checkSkus(db, body);
  await checkTitle(mine, body.title, body.id);
}

/** The draft's columns as stored. */
export function draftColumns(body: DraftSaveRequest, origin: string) {
  const stored = (url: string) => fromMediaUrl(url, origin);
  const skus = body.attrValue.map((sku) => ({ ...sku, image: stored(sku.image) }));
  return {
    primaryProductId: body.primaryProductId,
    title: body.title,
    path: `pages/goods/goods_details/index?id=${body.primaryProductId}&type=video`,
    headImg: JSON.stringify(body.headImg.map(stored)),
    qualificationPics: JSON.stringify(body.qualificationPics.map(stored)),
    thirdCatId: body.thirdCatId,
    brandId: body.brandId,
    descInfo: body.descInfo,
    tempId: body.tempId,
    stock: skus.reduce((sum, sku) => sum + sku.stock, 0),
    unitName: body.unitName,
    giveIntegral: body.giveIntegral,
    ficti: body.ficti,
    specType: body.specType ? 1 : 0,
    attr: JSON.stringify(body.attr),
    attrValue: JSON.stringify(skus),
  };
}
