/**
 * Saving and updating a product with its attributes, options and SKUs. Everything is checked
 * before the first write, and the writes run in one transaction: a bad SKU writes nothing.
 * On update, rows sent with an id are updated in place, new ones inserted, missing ones removed,
 * so SKU, attribute and option ids stay stable.
 */
import type { Insertable } from "kysely";
import { merchantScope } from "../../core/route.js";
import type { Db } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import { badRequest, refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { NON_PHYSICAL_TYPES, PRODUCT_TYPE, type ProductAttrInput, type ProductInput, type ProductSkuInput } from "./contract.js";
import { requireSkuLibraries } from "./cardSecrets.js";
import { assertGuarantees, platformCategories } from "./catalog.js";
import { editRefusal } from "./lifecycle.js";
import { merchantProductState, type MerchantProductState } from "./listCache.js";
import { assertFeedbackCoupons, assertShippingTemplate, assertSystemForm } from "./references.js";
import type { Media } from "./serialize.js";
import { assertMerchantCategories, requireProduct, type ProductRow } from "./store.js";
import { AUDIT } from "./tabs.js";

/** Cap on a SKU's first + second commission ratio (the backend's retailStoreBrokerageRatio setting). */
export const BROKERAGE_RATIO_LIMIT = 30;

const STALE = "商品规格数据异常，请刷新后再试";

/** A SKU ready to store: its option combination resolved and its stock settled. */
interface PreparedSku {
  input: ProductSkuInput;
  sku: string;
  stock: number;
  vipPrice: number;
}

interface Existing {
  product: ProductRow;
  attributeIds: Set<number>;
  /** option id → its attribute id */
  optionAttribute: Map<number, number>;
  skuIds: Set<number>;
}

export async function saveProduct(db: Db, merId: number, input: ProductInput, media: Media): Promise<number> {
  const merchant = await merchantProductState(db, merId);
  const skus = await checkInput(db, merId, input);
  return merchantScope(db, merId).transaction(async ({ db: trx }) => {
    const time = now();
    const { id } = await trx
      .insertInto("product")
      .values({ ...productColumns(input, skus, merchant, media), merId, sales: 0, ficti: 0, collectCount: 0, isRecycle: 0, isDel: 0, createTime: time, updateTime: time })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeChildren(trx, merId, id, input, skus, media);
    return id;
  });
}

export async function updateProduct(db: Db, merId: number, input: ProductInput & { id: number }, media: Media): Promise<void> {
  const merchant = await merchantProductState(db, merId);
  const product = await requireProduct(db, merId, input.id);
  const reason = editRefusal(product, merchant);
  if (reason) throw refused(reason);
  if (product.type !== input.type) throw badRequest("商品类型不可编辑");
  const existing = await loadExisting(db, product);
  const skus = await checkInput(db, merId, input, existing);
  await merchantScope(db, merId).transaction(async ({ db: trx }) => {
    await trx
      .updateTable("product")
      .set({ ...productColumns(input, skus, merchant, media), updateTime: now() })
      .where("id", "=", product.id)
      .execute();
    await writeChildren(trx, merId, product.id, input, skus, media, existing);
  });
}

async function loadExisting(db: Db, product: ProductRow): Promise<Existing> {
  const [attributes, options, skus] = await Promise.all([
    db.selectFrom("productAttribute").select("id").where("productId", "=", product.id).execute(),
    db.selectFrom("productAttributeOption").select(["id", "attributeId"]).where("productId", "=", product.id).execute(),
    db.selectFrom("productAttrValue").select("id").where("productId", "=", product.id).execute(),
  ]);
  return {
    product,
    attributeIds: new Set(attributes.map((a) => a.id)),
    optionAttribute: new Map(options.map((o) => [o.id, o.attributeId])),
    skuIds: new Set(skus.map((s) => s.id)),
  };
}

// ---------------------------------------------------------------- checks

async function checkInput(db: Db, merId: number, input: ProductInput, existing?: Existing): Promise<PreparedSku[]> {
  if (!input.specType && input.attrValueList.length > 1) throw badRequest("单规格商品属性值不能大于1");
  if (input.isSub) {
    for (const sku of input.attrValueList) {
      if (sku.brokerage + sku.brokerageTwo > BROKERAGE_RATIO_LIMIT) throw badRequest(`一二级返佣比例之和范围为 0~${BROKERAGE_RATIO_LIMIT}`);
    }
  }
  await checkCatalogue(db, merId, input);
  const skus = prepareSkus(input);
  if (input.type === PRODUCT_TYPE.cloud && input.attrValueList.some((s) => !s.expand)) throw badRequest("请填写云盘商品规格属性对应的链接");
  if (input.type === PRODUCT_TYPE.cdkey) await settleCardSecretStock(db, merId, skus, existing?.product.id);
  if (input.isPaidMember) {
    for (const s of skus) {
      if (s.input.vipPrice === undefined || s.input.vipPrice <= 0 || s.input.vipPrice >= s.input.price) throw badRequest("请正确设置商品规格vip价格");
    }
  }
  if (existing) checkIdsBelong(input, existing);
  if (!NON_PHYSICAL_TYPES.includes(input.type)) await assertShippingTemplate(db, merId, input.tempId);
  if (input.couponIds?.length) await assertFeedbackCoupons(db, merId, input.couponIds);
  if (input.systemFormId) await assertSystemForm(db, merId, input.systemFormId);
  return skus;
}

/** Platform category (level 3), brand, merchant categories and guarantees must exist. */
async function checkCatalogue(db: Db, merId: number, input: ProductInput): Promise<void> {
  const category = (await platformCategories(db)).byId.get(input.categoryId);
  if (!category) throw refused("商品平台分类不存在");
  if (category.level !== 3) throw badRequest("必须选择商品平台第三级分类");
  const brand = await db.selectFrom("productBrand").select("id").where("id", "=", input.brandId).where("isShow", "=", 1).executeTakeFirst();
  if (!brand) throw refused("商品品牌不存在");
  await assertMerchantCategories(db, merId, input.cateId);
  await assertGuarantees(db, input.guaranteeIds);
}

/** Each SKU names one option of every attribute, and no two SKUs name the same combination. */
function prepareSkus(input: ProductInput): PreparedSku[] {
  const attributes = checkAttributes(input.attrList);
  const combinations = new Set<string>();
  return input.attrValueList.map((sku, index) => {
    const values = parseAttrValue(sku.attrValue);
    const names = Object.keys(values ?? {});
    const matches =
      values &&
      names.length === attributes.length &&
      attributes.every((a) => typeof values[a.attributeName] === "string" && a.options.has(values[a.attributeName] as string));
    if (!matches) throw badRequest(`第${index + 1}个规格属性与商品规格不匹配`);
    const ordered = attributes.map((a) => values[a.attributeName] as string);
    const key = JSON.stringify(ordered);
    if (combinations.has(key)) throw badRequest("规格属性值组合重复");
    combinations.add(key);
    return { input: sku, sku: ordered.join(","), stock: sku.stock, vipPrice: input.isPaidMember ? (sku.vipPrice ?? 0) : 0 };
  });
}

function checkAttributes(list: ProductAttrInput[]) {
  const names = new Set<string>();
  return list.map((attr) => {
    if (names.has(attr.attributeName)) throw badRequest("规格名不能重复");
    names.add(attr.attributeName);
    const options = new Set<string>();
    for (const option of attr.optionList) {
      if (options.has(option.optionName)) throw badRequest(`规格「${attr.attributeName}」的属性值不能重复`);
      options.add(option.optionName);
    }
    return { attributeName: attr.attributeName, options };
  });
}

function parseAttrValue(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Card-secret SKUs: one of the merchant's free libraries each; the stock is the library's unused secrets. */
async function settleCardSecretStock(db: Db, merId: number, skus: PreparedSku[], productId?: number): Promise<void> {
  const libraries = await requireSkuLibraries(db, merId, skus.map((s) => s.input.cdkeyId ?? 0), productId);
  for (const sku of skus) {
    const library = libraries.get(sku.input.cdkeyId!)!;
    sku.stock = library.totalNum - library.usedNum;
  }
}

/** Ids sent on update must be this product's own rows. */
function checkIdsBelong(input: ProductInput, existing: Existing): void {
  for (const attr of input.attrList) {
    if (attr.id !== undefined && !existing.attributeIds.has(attr.id)) throw refused(STALE);
    for (const option of attr.optionList) {
      if (option.id === undefined) continue;
      const owner = existing.optionAttribute.get(option.id);
      if (owner === undefined || (attr.id !== undefined && owner !== attr.id)) throw refused(STALE);
    }
  }
  for (const sku of input.attrValueList) if (sku.id !== undefined && !existing.skuIds.has(sku.id)) throw refused(STALE);
}

// ---------------------------------------------------------------- writes

/**
 * The product row's columns from the input. Audit: with the platform switch on a written
 * product waits for submission (or is submitted at once when asked); with it off it is exempt
 * and may go on shelf at once.
 */
function productColumns(input: ProductInput, skus: PreparedSku[], merchant: MerchantProductState, media: Media) {
  const cheapest = skus.reduce((a, b) => (b.input.price < a.input.price ? b : a));
  const physical = !NON_PHYSICAL_TYPES.includes(input.type);
  const needsAudit = merchant.productSwitch;
  const columns = {
    type: input.type,
    image: media.store(input.image),
    flatPattern: media.store(input.flatPattern),
    sliderImage: media.storeList(input.sliderImage),
    name: input.name,
    intro: input.intro,
    keyword: input.keyword
      .split(",")
      .map((w) => w.trim())
      .filter(Boolean)
      .join(","),
    cateId: input.cateId.join(","),
    brandId: input.brandId,
    categoryId: input.categoryId,
    guaranteeIds: input.guaranteeIds.join(","),
    unitName: input.unitName,
    tempId: physical ? input.tempId : 0,
    sort: input.sort ?? 0,
    specType: input.specType ? 1 : 0,
    isSub: input.isSub ? 1 : 0,
    price: cheapest.input.price,
    otPrice: cheapest.input.otPrice,
    cost: cheapest.input.cost,
    vipPrice: cheapest.vipPrice,
    stock: skus.reduce((sum, s) => sum + s.stock, 0),
    isPaidMember: input.isPaidMember ? 1 : 0,
    isAutoUp: input.isAutoUp ? 1 : 0,
    deliveryMethod: physical ? input.deliveryMethod : "1",
    // Cloud-disk and card-secret goods are delivered on payment, so they always refund.
    refundSwitch: input.type === PRODUCT_TYPE.cloud || input.type === PRODUCT_TYPE.cdkey || (input.refundSwitch ?? true) ? 1 : 0,
    systemFormId: input.systemFormId ?? 0,
    giftPoints: input.giftPoints ?? 0,
    auditStatus: needsAudit ? AUDIT.waiting : AUDIT.exempt,
    isAudit: needsAudit && input.isAutoSubmitAudit ? 1 : 0,
    isShow: !needsAudit && input.isAutoUp && merchant.isSwitch ? 1 : 0,
    reason: "",
  } satisfies Partial<Insertable<DB["product"]>>;
  return columns;
}

async function writeChildren(
  trx: Db,
  merId: number,
  productId: number,
  input: ProductInput,
  skus: PreparedSku[],
  media: Media,
  existing?: Existing,
): Promise<void> {
  await trx
    .insertInto("productDescription")
    .values({ productId, description: media.storeHtml(input.content) })
    .onConflict((oc) => oc.column("productId").doUpdateSet({ description: media.storeHtml(input.content) }))
    .execute();
  await writeAttributes(trx, productId, input.attrList, media, existing);
  const skuIds = await writeSkus(trx, productId, input.type, skus, media, existing);

  if (input.type === PRODUCT_TYPE.cdkey) {
    await trx.updateTable("cdkeyLibrary").set({ productId: 0, productAttrValueId: 0 }).where("merId", "=", merId).where("productId", "=", productId).execute();
    for (const [index, sku] of skus.entries()) {
      await trx
        .updateTable("cdkeyLibrary")
        .set({ productId, productAttrValueId: skuIds[index]!, updateTime: now() })
        .where("id", "=", sku.input.cdkeyId!)
        .where("merId", "=", merId)
        .execute();
    }
  }

  await trx.deleteFrom("productCoupon").where("productId", "=", productId).execute();
  const couponIds = [...new Set(input.couponIds ?? [])];
  if (couponIds.length) {
    const addTime = now();
    await trx.insertInto("productCoupon").values(couponIds.map((couponId) => ({ productId, couponId, addTime }))).execute();
  }
}

async function writeAttributes(trx: Db, productId: number, list: ProductAttrInput[], media: Media, existing?: Existing): Promise<void> {
  const keptAttributes: number[] = [];
  const keptOptions: number[] = [];
  for (const attr of list) {
    const attrColumns = { attributeName: attr.attributeName, isShowImage: attr.isShowImage ? 1 : 0, sort: attr.sort ?? 0 };
    let attributeId = attr.id;
    if (attributeId !== undefined) {
      await trx.updateTable("productAttribute").set(attrColumns).where("id", "=", attributeId).where("productId", "=", productId).execute();
    } else {
      ({ id: attributeId } = await trx.insertInto("productAttribute").values({ ...attrColumns, productId }).returning("id").executeTakeFirstOrThrow());
    }
    keptAttributes.push(attributeId);
    for (const option of attr.optionList) {
      const optionColumns = { attributeId, optionName: option.optionName, image: media.store(option.image), sort: option.sort ?? 0 };
      if (option.id !== undefined) {
        await trx.updateTable("productAttributeOption").set(optionColumns).where("id", "=", option.id).where("productId", "=", productId).execute();
        keptOptions.push(option.id);
      } else {
        const { id } = await trx.insertInto("productAttributeOption").values({ ...optionColumns, productId }).returning("id").executeTakeFirstOrThrow();
        keptOptions.push(id);
      }
    }
  }
  if (existing) {
    await trx.deleteFrom("productAttributeOption").where("productId", "=", productId).where("id", "not in", keptOptions).execute();
    await trx.deleteFrom("productAttribute").where("productId", "=", productId).where("id", "not in", keptAttributes).execute();
  }
}

/** Writes the SKUs; answers their ids in input order. */
async function writeSkus(trx: Db, productId: number, type: number, skus: PreparedSku[], media: Media, existing?: Existing): Promise<number[]> {
  const ids: number[] = [];
  for (const { input: s, sku, stock, vipPrice } of skus) {
    const columns = {
      sku,
      stock,
      price: s.price,
      vipPrice,
      cost: s.cost,
      otPrice: s.otPrice,
      image: media.store(s.image),
      weight: s.weight,
      volume: s.volume,
      brokerage: s.brokerage,
      brokerageTwo: s.brokerageTwo,
      type,
      attrValue: s.attrValue,
      barCode: s.barCode,
      expand: s.expand,
      cdkeyId: type === PRODUCT_TYPE.cdkey ? (s.cdkeyId ?? 0) : 0,
      itemNumber: s.itemNumber,
      isShow: s.isShow === false ? 0 : 1,
      isDefault: s.isDefault ? 1 : 0,
    };
    if (s.id !== undefined) {
      await trx
        .updateTable("productAttrValue")
        .set((eb) => ({ ...columns, version: eb("version", "+", 1) }))
        .where("id", "=", s.id)
        .where("productId", "=", productId)
        .execute();
      ids.push(s.id);
    } else {
      const { id } = await trx.insertInto("productAttrValue").values({ ...columns, productId, sales: 0, quota: 0, quotaShow: 0, version: 0 }).returning("id").executeTakeFirstOrThrow();
      ids.push(id);
    }
  }
  if (existing) await trx.deleteFrom("productAttrValue").where("productId", "=", productId).where("id", "not in", ids).execute();
  return ids;
}
