/** `ProductInfoResponse`: the product with its attributes, SKUs, description, coupons and guarantees. */
import type { Db } from "../../db/database.js";
import { fromCents } from "../../core/format.js";
import type { ProductAttributeInfo, ProductInfo, ProductSkuInfo } from "./contract.js";
import { findSystemFormValue } from "./references.js";
import { toGuarantee, toSku, type Media } from "./serialize.js";
import { requireProduct, skusOf } from "./store.js";

export async function productInfo(db: Db, merId: number, id: number, media: Media): Promise<ProductInfo> {
  const p = await requireProduct(db, merId, id);
  const guaranteeIds = p.guaranteeIds ? p.guaranteeIds.split(",").map(Number) : [];
  const [attributes, options, skus, description, coupons, guarantees] = await Promise.all([
    db.selectFrom("productAttribute").selectAll().where("productId", "=", id).orderBy("sort", "desc").orderBy("id").execute(),
    db.selectFrom("productAttributeOption").selectAll().where("productId", "=", id).orderBy("sort", "desc").orderBy("id").execute(),
    skusOf(db, [id]),
    db.selectFrom("productDescription").select("description").where("productId", "=", id).executeTakeFirst(),
    db.selectFrom("productCoupon").select("couponId").where("productId", "=", id).orderBy("couponId").execute(),
    guaranteeIds.length ? db.selectFrom("productGuarantee").selectAll().where("id", "in", guaranteeIds).where("isDel", "=", 0).execute() : [],
  ]);
  const libraryIds = skus.map((s) => s.cdkeyId).filter((cdkeyId) => cdkeyId > 0);
  const libraries = libraryIds.length
    ? await db.selectFrom("cdkeyLibrary").select(["id", "name"]).where("id", "in", libraryIds).where("merId", "=", merId).execute()
    : [];
  const libraryName = new Map(libraries.map((l) => [l.id, l.name]));

  const attrList: ProductAttributeInfo[] = attributes.map((a) => ({
    id: a.id,
    productId: a.productId,
    attributeName: a.attributeName,
    isShowImage: a.isShowImage === 1,
    sort: a.sort,
    isDel: false,
    optionList: options
      .filter((o) => o.attributeId === a.id)
      .map((o) => ({ id: o.id, productId: o.productId, attributeId: o.attributeId, optionName: o.optionName, image: media.url(o.image), sort: o.sort, isDel: false })),
  }));
  const attrValueList: ProductSkuInfo[] = skus.map((s) => ({ ...toSku(s, media), cdkeyLibraryName: libraryName.get(s.cdkeyId) ?? "" }));

  return {
    id: p.id,
    type: p.type,
    image: media.url(p.image),
    sliderImage: media.urlList(p.sliderImage),
    flatPattern: media.url(p.flatPattern),
    name: p.name,
    intro: p.intro,
    keyword: p.keyword,
    cateId: p.cateId,
    brandId: p.brandId,
    categoryId: p.categoryId,
    guaranteeIds: p.guaranteeIds,
    guaranteeList: guarantees.map((g) => toGuarantee(g, media)),
    unitName: p.unitName,
    tempId: p.tempId,
    sort: p.sort,
    ficti: p.ficti,
    specType: p.specType === 1,
    isSub: p.isSub === 1,
    attrList,
    attrValueList,
    content: media.urlHtml(description?.description ?? ""),
    couponIds: coupons.map((c) => c.couponId),
    price: fromCents(p.price),
    vipPrice: fromCents(p.vipPrice),
    otPrice: fromCents(p.otPrice),
    cost: fromCents(p.cost),
    sales: p.sales,
    stock: p.stock,
    collectNum: p.collectCount,
    isShow: p.isShow === 1,
    isRecycle: p.isRecycle === 1,
    auditStatus: p.auditStatus,
    isAudit: p.isAudit === 1,
    reason: p.reason,
    isPaidMember: p.isPaidMember === 1,
    isAutoUp: p.isAutoUp === 1,
    deliveryMethod: p.deliveryMethod,
    refundSwitch: p.refundSwitch === 1,
    systemFormId: p.systemFormId,
    systemFormValue: p.systemFormId > 0 ? ((await findSystemFormValue(db, merId, p.systemFormId)) ?? "") : "",
    giftPoints: p.giftPoints,
    createTime: p.createTime,
  };
}
