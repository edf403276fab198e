/**
 * WeChat's category tree for the shop, its brands and delivery companies (global), and merchant
 * 1's drafts in each review state and products on and off the shelf, built from its own products.
 */
import { fromCents, now } from "../../core/format.js";
import { REJECT_REASON } from "../../core/simulatedReview.js";
import type { Db } from "../../db/database.js";

type Cat = [third: number, name: string, productQualificationType?: number, productQualification?: string];
const CATEGORIES: { first: [number, string]; second: [number, string]; thirds: Cat[] }[] = [
  { first: [1001, "服饰内衣"], second: [1101, "女装"], thirds: [[1111, "连衣裙"], [1112, "T恤"], [1113, "羽绒服"]] },
  { first: [1001, "服饰内衣"], second: [1102, "男装"], thirds: [[1121, "衬衫"], [1122, "夹克"]] },
  { first: [2001, "运动户外"], second: [2101, "运动鞋"], thirds: [[2111, "跑步鞋"], [2112, "篮球鞋"]] },
  { first: [2001, "运动户外"], second: [2102, "户外装备"], thirds: [[2121, "双肩背包"], [2122, "保温杯"]] },
  { first: [3001, "数码家电"], second: [3101, "影音电器"], thirds: [[3111, "蓝牙耳机", 2, "3C认证证书（选填）"], [3112, "智能手表", 1, "无线电发射设备型号核准证"]] },
  { first: [3001, "数码家电"], second: [3102, "生活电器"], thirds: [[3121, "台灯"], [3122, "电热水壶", 1, "3C认证证书"]] },
  { first: [4001, "美妆个护"], second: [4101, "护肤"], thirds: [[4111, "护肤套装", 1, "国产非特殊用途化妆品备案凭证"], [4112, "面膜", 1, "国产非特殊用途化妆品备案凭证"]] },
  { first: [5001, "食品饮料"], second: [5101, "休闲零食"], thirds: [[5111, "坚果炒货", 1, "食品生产许可证"], [5112, "糕点饼干", 1, "食品生产许可证"]] },
];

const BRANDS = [
  { brandId: 2100000000, brandWording: "无品牌", brandManagementType: 3, trademarkRegistrant: "", status: 1, rejectReason: "" },
  { brandId: 2100001001, brandWording: "CRMEB 优选", brandManagementType: 1, trademarkRegistrant: "西安众邦网络科技有限公司", status: 1, rejectReason: "" },
  { brandId: 2100001002, brandWording: "青禾", brandManagementType: 1, trademarkRegistrant: "青禾生活馆", status: 1, rejectReason: "" },
  { brandId: 2100001003, brandWording: "极光运动", brandManagementType: 2, trademarkRegistrant: "极光体育用品有限公司", status: 0, rejectReason: "" },
  { brandId: 2100001004, brandWording: "星辰数码", brandManagementType: 2, trademarkRegistrant: "星辰电子有限公司", status: 9, rejectReason: "商标注册证已过期，请上传有效证书" },
];

const DELIVERY = [
  ["SF", "顺丰速运"],
  ["ZTO", "中通快递"],
  ["YTO", "圆通速递"],
  ["YD", "韵达快递"],
  ["STO", "申通快递"],
  ["JD", "京东物流"],
  ["EMS", "中国邮政速递物流"],
  ["JTSD", "极兔速递"],
  ["DBL", "德邦快递"],
  ["OTHER", "其他"],
];

/** One base product's SKUs in the draft's stored form. */
async function skusOf(db: Db, productId: number) {
  const rows = await db.selectFrom("productAttrValue").selectAll().where("productId", "=", productId).orderBy("id").execute();
  return rows.map((r) => ({
    id: r.id,
    image: r.image,
    price: fromCents(r.price),
    cost: fromCents(r.cost),
    otPrice: fromCents(r.otPrice),
    stock: r.stock,
    barCode: r.barCode,
    weight: fromCents(r.weight),
    volume: fromCents(r.volume),
    attrValue: r.attrValue,
    sku: r.sku,
  }));
}

interface DraftSeed {
  title: string;
  cat: number;
  platformEditStatus: number;
  editStatus: number;
  reason?: string;
  /** A product for it, with this WeChat status. */
  productStatus?: number;
}

const DRAFTS: DraftSeed[] = [
  { title: "碎花雪纺连衣裙 夏季新款", cat: 1111, platformEditStatus: 1, editStatus: 1 },
  { title: "轻量缓震跑步鞋", cat: 2111, platformEditStatus: 2, editStatus: 1 },
  { title: "驳回示例 降噪蓝牙耳机", cat: 3111, platformEditStatus: 3, editStatus: 1, reason: REJECT_REASON },
  { title: "真空保温杯 500ml", cat: 2122, platformEditStatus: 4, editStatus: 3, reason: "微信审核：商品主图含第三方水印，请更换" },
  { title: "通勤大容量双肩包", cat: 2121, platformEditStatus: 4, editStatus: 4, productStatus: 5 },
  { title: "护眼LED台灯", cat: 3121, platformEditStatus: 4, editStatus: 4, productStatus: 11 },
  { title: "加厚连帽羽绒服", cat: 1113, platformEditStatus: 4, editStatus: 4, productStatus: 13 },
  { title: "每日坚果礼盒 30袋", cat: 5111, platformEditStatus: 4, editStatus: 4, productStatus: 0 },
];

async function seedMerchantDrafts(db: Db, merId: number, drafts: DraftSeed[]): Promise<void> {
  const products = await db.selectFrom("product").select(["id", "image", "sliderImage", "unitName"]).where("merId", "=", merId).where("isDel", "=", 0).orderBy("id").limit(drafts.length).execute();
  const template = await db.selectFrom("shippingTemplates").select("id").where("merId", "=", merId).orderBy("id").executeTakeFirst();
  if (!products.length || !template) return;
  const time = now();
  for (const [i, d] of drafts.entries()) {
    const base = products[i % products.length]!;
    const skus = await skusOf(db, base.id);
    const attrNames = skus.length ? Object.keys(JSON.parse(skus[0]!.attrValue || "{}") as object) : [];
    const columns = {
      merId,
      primaryProductId: base.id,
      title: d.title,
      path: `pages/goods/goods_details/index?id=${base.id}&type=video`,
      headImg: JSON.stringify([base.image]),
      qualificationPics: "[]",
      thirdCatId: d.cat,
      brandId: i % 2 ? 2100001001 : 2100000000,
      descInfo: `<p>${d.title}，视频号专享。</p>`,
      tempId: template.id,
      stock: skus.reduce((sum, s) => sum + s.stock, 0),
      unitName: base.unitName || "件",
      giveIntegral: 0,
      ficti: 0,
      specType: skus.length > 1 ? 1 : 0,
      attr: JSON.stringify(attrNames.map((attrName) => ({ attrName, attrValues: [...new Set(skus.map((s) => (JSON.parse(s.attrValue) as Record<string, string>)[attrName]))].join(",") }))),
      attrValue: JSON.stringify(skus),
      createTime: time,
      updateTime: time,
    };
    const { id: insertId } = await db
      .insertInto("payComponentDraft")
      .values({
        ...columns,
        productId: 0,
        editStatus: d.editStatus,
        rejectReason: d.editStatus === 3 ? (d.reason ?? "") : "",
        platformEditStatus: d.platformEditStatus,
        platformStatusReason: d.platformEditStatus === 3 ? (d.reason ?? "") : "",
        // The one the platform is reviewing is decided like any new submission.
        reviewSubmittedAt: d.platformEditStatus === 2 ? time : null,
        isDel: 0,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (d.productStatus === undefined) continue;
    const draftId = Number(insertId);
    const { merId: _m, createTime: _c, updateTime: _u, ...carried } = columns;
    const product = await db
      .insertInto("payComponentProduct")
      .values({ ...carried, merId, draftId, componentProductId: 0, sales: 12 * (i + 1), status: d.productStatus, platformStatus: d.productStatus === 13 ? 12 : d.productStatus, isDel: 0, createTime: time, updateTime: time })
      .returning("id")
      .executeTakeFirstOrThrow();
    const productId = Number(product.id);
    await db.updateTable("payComponentProduct").set({ componentProductId: 3_000_000 + productId }).where("id", "=", productId).execute();
    await db.updateTable("payComponentDraft").set({ productId }).where("id", "=", draftId).execute();
  }
}

export async function seedVideoChannel(db: Db): Promise<void> {
  await db
    .insertInto("payComponentCat")
    .values(
      CATEGORIES.flatMap(({ first, second, thirds }) =>
        thirds.map(([thirdCatId, thirdCatName, productQualificationType = 0, productQualification = ""]) => ({
          thirdCatId,
          thirdCatName,
          secondCatId: second[0],
          secondCatName: second[1],
          firstCatId: first[0],
          firstCatName: first[1],
          qualification: "",
          qualificationType: 0,
          productQualification,
          productQualificationType,
          status: 3,
        })),
      ),
    )
    .execute();
  const time = now();
  await db.insertInto("payComponentShopBrand").values(BRANDS.map((b) => ({ ...b, createTime: time }))).execute();
  await db.insertInto("payComponentDeliveryCompany").values(DELIVERY.map(([deliveryId, deliveryName]) => ({ deliveryId: deliveryId!, deliveryName: deliveryName! }))).execute();
  await seedMerchantDrafts(db, 1, DRAFTS);
  await seedMerchantDrafts(db, 2, [{ title: "青禾手作茶具套装", cat: 2122, platformEditStatus: 4, editStatus: 4, productStatus: 5 }]);
}
