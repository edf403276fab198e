/**
 * Turns product blueprints into rows (product, description, attributes, options, SKUs and,
 * for card-secret goods, libraries with secrets), with explicit ids so everything can be
 * inserted in a few batched statements.
 */
import type { Insertable } from "kysely";
import type { DB } from "../../db/schema.js";
import { formatDateTime } from "../../core/format.js";
import { PRODUCT_TYPE } from "./contract.js";
import { SPEC_OPTIONS, type LeafSeed, type SpecKind } from "./seedCatalog.js";
import type { Random } from "./seedRandom.js";
import { AUDIT } from "./tabs.js";

export type ProductState = "onSale" | "lowStock" | "soldOut" | "warehouse" | "warehouseSoldOut" | "recycle" | "pending" | "rejected" | "awaiting";

const STATES: Record<ProductState, { isShow: number; isRecycle: number; auditStatus: number; isAudit: number; stock: [number, number] }> = {
  onSale: { isShow: 1, isRecycle: 0, auditStatus: AUDIT.passed, isAudit: 0, stock: [30, 600] },
  lowStock: { isShow: 1, isRecycle: 0, auditStatus: AUDIT.passed, isAudit: 0, stock: [1, 10] },
  soldOut: { isShow: 1, isRecycle: 0, auditStatus: AUDIT.passed, isAudit: 0, stock: [0, 0] },
  warehouse: { isShow: 0, isRecycle: 0, auditStatus: AUDIT.passed, isAudit: 0, stock: [20, 300] },
  warehouseSoldOut: { isShow: 0, isRecycle: 0, auditStatus: AUDIT.passed, isAudit: 0, stock: [0, 0] },
  recycle: { isShow: 0, isRecycle: 1, auditStatus: AUDIT.passed, isAudit: 0, stock: [0, 120] },
  pending: { isShow: 0, isRecycle: 0, auditStatus: AUDIT.waiting, isAudit: 1, stock: [20, 200] },
  rejected: { isShow: 0, isRecycle: 0, auditStatus: AUDIT.rejected, isAudit: 0, stock: [20, 200] },
  awaiting: { isShow: 0, isRecycle: 0, auditStatus: AUDIT.waiting, isAudit: 0, stock: [20, 200] },
};

const REJECT_REASONS = [
  "商品主图不清晰，请更换后重新提交",
  "商品标题含有极限用语“最”，请修改后重新提交",
  "商品价格与市场价差异过大，请核实",
  "缺少品牌授权书，请补充资质后重新提交",
];

export interface ProductBlueprint {
  merId: number;
  name: string;
  leaf: LeafSeed;
  categoryId: number;
  cateIds: number[];
  brandId: number;
  guaranteeIds: number[];
  tempId: number;
  state: ProductState;
  /** Picture numbers of the slider, the main one first. */
  pictures: number[];
  keyword: string;
}

export interface SeedRows {
  product: Insertable<DB["product"]>[];
  productDescription: Insertable<DB["productDescription"]>[];
  productAttribute: Insertable<DB["productAttribute"]>[];
  productAttributeOption: Insertable<DB["productAttributeOption"]>[];
  productAttrValue: Insertable<DB["productAttrValue"]>[];
  cdkeyLibrary: Insertable<DB["cdkeyLibrary"]>[];
  cardSecret: Insertable<DB["cardSecret"]>[];
}

export const picture = (n: number) => `/static/demo/product-${String(n).padStart(2, "0")}.png`;

interface SpecPlan {
  attributes: Array<{ name: string; options: string[] }>;
  /** Per SKU: option per attribute, and its price from the product's base price (cents). */
  skus: Array<{ values: string[]; price: (base: number) => number }>;
}

function cartesian(lists: string[][]): string[][] {
  return lists.reduce<string[][]>((acc, list) => acc.flatMap((prefix) => list.map((v) => [...prefix, v])), [[]]);
}

function specPlan(kind: SpecKind, rand: Random): SpecPlan {
  const same = (base: number) => base;
  const grid = (attributes: SpecPlan["attributes"], price: (values: string[], base: number) => number = (_v, b) => b): SpecPlan => ({
    attributes,
    skus: cartesian(attributes.map((a) => a.options)).map((values) => ({ values, price: (base) => price(values, base) })),
  });
  switch (kind) {
    case "single":
      return { attributes: [{ name: "规格", options: ["默认"] }], skus: [{ values: ["默认"], price: same }] };
    case "color":
      return grid([{ name: "颜色", options: rand.some(SPEC_OPTIONS.colors, rand.int(2, 3)) }]);
    case "apparel":
      return grid([
        { name: "颜色", options: rand.some(SPEC_OPTIONS.colors, 2) },
        { name: "尺码", options: rand.some(SPEC_OPTIONS.sizes, 3) },
      ]);
    case "shoes":
      return grid([
        { name: "颜色", options: rand.some(SPEC_OPTIONS.colors, 2) },
        { name: "鞋码", options: rand.some(SPEC_OPTIONS.shoeSizes, 3) },
      ]);
    case "phone": {
      const storage = SPEC_OPTIONS.storage.slice(0, 2);
      return grid([{ name: "颜色", options: rand.some(SPEC_OPTIONS.colors, 2) }, { name: "存储", options: storage }], (values, base) => base + storage.indexOf(values[1]!) * 50000);
    }
    case "weight": {
      const factors = [1, 2.3, 4.2];
      return grid([{ name: "重量", options: SPEC_OPTIONS.weights }], (values, base) => Math.round((base * factors[SPEC_OPTIONS.weights.indexOf(values[0]!)]!) / 10) * 10);
    }
    case "faceValue":
      return grid([{ name: "面值", options: SPEC_OPTIONS.faceValues }], (values) => Number.parseInt(values[0]!, 10) * 95);
  }
}

/** Splits a total over n parts (earlier parts take the remainder). */
const split = (total: number, parts: number) => Array.from({ length: parts }, (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0));

export class SeedRowsBuilder {
  readonly rows: SeedRows = { product: [], productDescription: [], productAttribute: [], productAttributeOption: [], productAttrValue: [], cdkeyLibrary: [], cardSecret: [] };
  private readonly ids = { product: 0, attribute: 0, option: 0, sku: 0, library: 0, secret: 0 };

  constructor(
    private readonly rand: Random,
    private readonly nowMs: number,
  ) {}

  /** A time `daysAgo` (plus a random part of a day) before now. */
  time(daysAgo: number): string {
    return formatDateTime(new Date(this.nowMs - daysAgo * 86_400_000 - this.rand.int(0, 86_399) * 1000));
  }

  addProduct(bp: ProductBlueprint): number {
    const { rand } = this;
    const id = ++this.ids.product;
    const type = bp.leaf.type ?? PRODUCT_TYPE.normal;
    const flags = STATES[bp.state];
    const plan = specPlan(bp.leaf.spec, rand);
    const [min, max] = bp.leaf.price;
    const basePrice = Math.max(100, Math.round(min + rand.next() * (max - min)) * 100 - (rand.chance(0.5) ? 10 : 0));
    const paidMember = type === PRODUCT_TYPE.normal && rand.chance(0.1);
    const image = picture(bp.pictures[0]!);
    const stocks = split(rand.int(...flags.stock), plan.skus.length);
    const created = this.time(rand.int(1, 180));

    for (const attr of plan.attributes) {
      const attributeId = ++this.ids.attribute;
      this.rows.productAttribute.push({ id: attributeId, productId: id, attributeName: attr.name, isShowImage: 0, sort: 0 });
      for (const option of attr.options) {
        this.rows.productAttributeOption.push({ id: ++this.ids.option, productId: id, attributeId, optionName: option, image: "", sort: 0 });
      }
    }
    const skus = plan.skus.map((s, index) => {
      const price = s.price(basePrice);
      const skuId = ++this.ids.sku;
      const attrValue = JSON.stringify(Object.fromEntries(plan.attributes.map((a, i) => [a.name, s.values[i]])));
      const cdkeyId = type === PRODUCT_TYPE.cdkey ? this.addLibrary(bp.merId, `${bp.name}·${s.values.join("/")}`, stocks[index]!, rand.int(0, 3), { productId: id, skuId }) : 0;
      const row: Insertable<DB["productAttrValue"]> = {
        id: skuId,
        productId: id,
        sku: s.values.join(","),
        stock: stocks[index]!,
        sales: rand.int(0, 300),
        price,
        vipPrice: paidMember ? Math.round(price * 0.9) : 0,
        cost: Math.round(price * 0.55),
        otPrice: Math.round(price * 1.3),
        image,
        weight: type === PRODUCT_TYPE.normal ? rand.int(10, 250) : 0,
        volume: type === PRODUCT_TYPE.normal ? rand.int(1, 50) : 0,
        brokerage: 0,
        brokerageTwo: 0,
        type,
        quota: 0,
        quotaShow: 0,
        attrValue,
        barCode: type === PRODUCT_TYPE.normal ? `69${String(rand.int(10_000_000_000, 99_999_999_999))}` : "",
        expand: type === PRODUCT_TYPE.cloud ? `链接：https://pan.example.com/s/${id}x${index} 提取码：${String(rand.int(1000, 9999))}` : "",
        cdkeyId,
        itemNumber: `SP${String(id).padStart(5, "0")}-${index + 1}`,
        isShow: 1,
        isDefault: index === 0 ? 1 : 0,
        version: 0,
      };
      this.rows.productAttrValue.push(row);
      return row;
    });
    const cheapest = skus.reduce((a, b) => (b.price! < a.price! ? b : a));
    const physical = type === PRODUCT_TYPE.normal;

    this.rows.product.push({
      id,
      merId: bp.merId,
      type,
      image,
      flatPattern: "",
      sliderImage: JSON.stringify(bp.pictures.map(picture)),
      name: bp.name,
      intro: `${bp.leaf.name}精选好物，${physical ? "品质保障，下单即发" : "购买后即时到账，方便快捷"}`,
      keyword: bp.keyword,
      cateId: bp.cateIds.join(","),
      brandId: bp.brandId,
      categoryId: bp.categoryId,
      guaranteeIds: bp.guaranteeIds.join(","),
      unitName: bp.leaf.unit,
      tempId: physical ? bp.tempId : 0,
      sort: rand.chance(0.15) ? rand.int(50, 100) : rand.int(0, 20),
      specType: plan.skus.length > 1 || plan.attributes[0]!.name !== "规格" ? 1 : 0,
      isSub: 0,
      price: cheapest.price!,
      vipPrice: cheapest.vipPrice!,
      otPrice: cheapest.otPrice!,
      cost: cheapest.cost!,
      stock: skus.reduce((sum, s) => sum + s.stock!, 0),
      sales: skus.reduce((sum, s) => sum + s.sales!, 0),
      ficti: rand.int(0, 200),
      collectCount: rand.int(0, 300),
      isShow: flags.isShow,
      isRecycle: flags.isRecycle,
      isDel: 0,
      auditStatus: flags.auditStatus,
      isAudit: flags.isAudit,
      reason: bp.state === "rejected" ? rand.pick(REJECT_REASONS) : "",
      isPaidMember: paidMember ? 1 : 0,
      isAutoUp: 0,
      deliveryMethod: physical && rand.chance(0.2) ? "1,2" : "1",
      refundSwitch: type === PRODUCT_TYPE.virtual && rand.chance(0.5) ? 0 : 1,
      systemFormId: 0,
      giftPoints: rand.chance(0.2) ? rand.int(1, 20) * 10 : 0,
      createTime: created,
      updateTime: created,
    });
    this.rows.productDescription.push({
      productId: id,
      description: `<p>${bp.name}</p><p><img src="${image}" alt="${bp.leaf.name}" /></p><p>${bp.leaf.name}，${physical ? "精选材质，细节用心，放心选购。" : "付款后自动发放，请在订单详情中查看。"}</p>`,
    });
    return id;
  }

  /** A card-secret library with `unused` fresh and `used` spent secrets, optionally bound to a SKU. */
  addLibrary(merId: number, name: string, unused: number, used: number, bound?: { productId: number; skuId: number }): number {
    const id = ++this.ids.library;
    const created = this.time(this.rand.int(1, 90));
    this.rows.cdkeyLibrary.push({
      id,
      merId,
      name: name.slice(0, 32),
      remark: bound ? "商品发货用卡密" : "备用卡密",
      productId: bound?.productId ?? 0,
      productAttrValueId: bound?.skuId ?? 0,
      totalNum: unused + used,
      usedNum: used,
      isDel: 0,
      createTime: created,
      updateTime: created,
    });
    for (let i = 0; i < unused + used; i++) {
      const secretId = ++this.ids.secret;
      this.rows.cardSecret.push({
        id: secretId,
        merId,
        libraryId: id,
        cardNumber: `CK${String(id).padStart(3, "0")}${String(i + 1).padStart(6, "0")}`,
        secretNum: Array.from({ length: 16 }, () => "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"[this.rand.int(0, 31)]).join(""),
        isUse: i < used ? 1 : 0,
        isDel: 0,
        createTime: created,
        updateTime: created,
      });
    }
    return id;
  }
}
