/**
 * Demo data of the products area: the platform catalogues, and for merchant 1 over 200
 * products filling all eight tabs (merchant 2 about 20), with categories, spec templates,
 * comments, card-secret libraries and guarantee groups. Deterministic (seeded PRNG);
 * dates are relative to now. Normal products use the merchant's first shipping template
 * when the shipping area has seeded one before this seed runs.
 */
import type { Insertable } from "kysely";
import type { Db } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import { now } from "../../core/format.js";
import { merchantShippingTemplateIds } from "./references.js";
import {
  AVATAR,
  BRANDS,
  COMMENTS,
  GUARANTEES,
  MERCHANT_ONE_CATEGORIES,
  MERCHANT_REPLIES,
  MERCHANT_TWO_CATEGORIES,
  NICKNAMES,
  PLATFORM_TREE,
  RULES_ONE,
  RULES_TWO,
  type LeafSeed,
} from "./seedCatalog.js";
import { picture, SeedRowsBuilder, type ProductState } from "./seedProducts.js";
import { seededRandom, type Random } from "./seedRandom.js";

const MERCHANT_ONE_PLAN: Array<[ProductState, number]> = [
  ["onSale", 128],
  ["lowStock", 14],
  ["soldOut", 10],
  ["warehouse", 16],
  ["warehouseSoldOut", 3],
  ["recycle", 10],
  ["pending", 9],
  ["rejected", 7],
  ["awaiting", 8],
];
const MERCHANT_TWO_PLAN: Array<[ProductState, number]> = [
  ["onSale", 14],
  ["lowStock", 1],
  ["soldOut", 1],
  ["warehouse", 2],
  ["recycle", 1],
  ["awaiting", 1],
];
const NAME_VARIANTS = ["", " 经典款", " 升级款", " 礼盒装", " 2025新款"];
/** Guarantees (by name) each top-level category's products carry. */
const GUARANTEES_OF: Record<string, string[]> = {
  数码电器: ["正品保证", "七天无理由退货", "全国联保"],
  服饰鞋包: ["正品保证", "七天无理由退货", "48小时发货"],
  食品饮料: ["正品保证", "极速退款", "破损包赔"],
  美妆个护: ["正品保证", "七天无理由退货"],
  家居生活: ["正品保证", "七天无理由退货", "破损包赔"],
  数字内容: ["正品保证", "极速退款"],
};

interface Leaf {
  seed: LeafSeed;
  id: number;
  top: string;
  group: string;
  merchantCategory: string;
}

async function insertAll<T extends keyof DB & string>(db: Db, table: T, rows: Insertable<DB[T]>[]): Promise<void> {
  // Chunks keep each statement under SQLite's bound-parameter limit.
  for (let at = 0; at < rows.length; at += 200) {
    await db.insertInto(table).values(rows.slice(at, at + 200) as never).execute();
  }
}

function shuffled<T>(list: T[], rand: Random): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = rand.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const expandPlan = (plan: Array<[ProductState, number]>) => plan.flatMap(([state, count]) => Array<ProductState>(count).fill(state));

export async function seedProducts(db: Db): Promise<void> {
  const rand = seededRandom(20250618);
  const time = now();

  // Platform categories (three levels), brands and guarantees: global.
  const categories: Insertable<DB["productCategory"]>[] = [];
  const leaves: Leaf[] = [];
  const topIds = new Map<string, number>();
  PLATFORM_TREE.forEach((top, ti) => {
    const topId = categories.push({ id: categories.length + 1, pid: 0, name: top.name, icon: "", level: 1, sort: 100 - ti, isShow: 1 });
    topIds.set(top.name, topId);
    top.groups.forEach((group, gi) => {
      const groupId = categories.push({ id: categories.length + 1, pid: topId, name: group.name, icon: "", level: 2, sort: 100 - gi, isShow: 1 });
      group.leaves.forEach((leaf, li) => {
        const id = categories.push({ id: categories.length + 1, pid: groupId, name: leaf.name, icon: picture(leaf.image), level: 3, sort: 100 - li, isShow: 1 });
        leaves.push({ seed: leaf, id, top: top.name, group: group.name, merchantCategory: group.merchantCategory ?? top.merchantCategory });
      });
    });
  });
  await insertAll(db, "productCategory", categories);
  await insertAll(db, "productBrand", BRANDS.map((b, i) => ({ id: i + 1, name: b.name, icon: "", sort: i === 0 ? 0 : 100 - i, isShow: 1 })));
  await insertAll(db, "productBrandCategory", BRANDS.flatMap((b, i) => b.tops.map((top) => ({ brandId: i + 1, cid: topIds.get(top)! }))));
  await insertAll(db, "productGuarantee", GUARANTEES.map((g, i) => ({ id: i + 1, ...g, icon: "/static/demo/guarantee.svg", sort: 100 - i, isShow: 1, isDel: 0, createTime: time, updateTime: time })));
  const guaranteeId = (name: string) => GUARANTEES.findIndex((g) => g.name === name) + 1;

  // Merchant categories, spec templates and guarantee groups.
  const merchantCategories: Insertable<DB["merchantProductCategory"]>[] = [];
  const categoryIdOf = new Map<string, number>();
  const addCategories = (merId: number, tree: typeof MERCHANT_ONE_CATEGORIES) =>
    tree.forEach((top, ti) => {
      const topId = merchantCategories.push({ id: merchantCategories.length + 1, merId, pid: 0, name: top.name, icon: "", sort: 100 - ti, isShow: 1, isDel: 0, createTime: time, updateTime: time });
      top.children.forEach((child, ci) => {
        const id = merchantCategories.push({ id: merchantCategories.length + 1, merId, pid: topId, name: child, icon: "", sort: 100 - ci, isShow: 1, isDel: 0, createTime: time, updateTime: time });
        categoryIdOf.set(`${merId}:${child}`, id);
      });
    });
  addCategories(1, MERCHANT_ONE_CATEGORIES);
  addCategories(2, MERCHANT_TWO_CATEGORIES);
  await insertAll(db, "merchantProductCategory", merchantCategories);
  await insertAll(db, "productRule", [
    ...RULES_ONE.map((r) => ({ merId: 1, ruleName: r.ruleName, ruleValue: JSON.stringify(r.ruleValue), createTime: time, updateTime: time })),
    ...RULES_TWO.map((r) => ({ merId: 2, ruleName: r.ruleName, ruleValue: JSON.stringify(r.ruleValue), createTime: time, updateTime: time })),
  ]);
  const groups: Array<[number, string, string[]]> = [
    [1, "基础保障", ["正品保证", "七天无理由退货"]],
    [1, "数码无忧", ["正品保证", "全国联保", "极速退款"]],
    [2, "生活保障", ["正品保证", "破损包赔"]],
  ];
  await insertAll(db, "productGuaranteeGroup", groups.map(([merId, name], i) => ({ id: i + 1, merId, name, isDel: 0, createTime: time, updateTime: time })));
  await insertAll(db, "productGuaranteeGroupItem", groups.flatMap(([, , names], i) => names.map((name) => ({ groupId: i + 1, gid: guaranteeId(name) }))));

  // Products.
  const builder = new SeedRowsBuilder(rand, Date.now());
  const brandsOf = (top: string) => BRANDS.map((b, i) => ({ ...b, id: i + 1 })).filter((b) => b.name !== "其他" && b.tops.includes(top));
  const addProducts = async (merId: number, names: Array<{ name: string; leaf: Leaf }>, plan: Array<[ProductState, number]>) => {
    const templates = await merchantShippingTemplateIds(db, merId);
    const states = shuffled(expandPlan(plan), rand);
    return states.map((state, i) => {
      const { name, leaf } = names[i % names.length]!;
      const cateIds = [categoryIdOf.get(`${merId}:${leaf.merchantCategory}`)!];
      if (merId === 1 && rand.chance(0.2)) cateIds.push(categoryIdOf.get(`1:${rand.pick(["本周上新", "店长推荐"])}`)!);
      const siblings = [...new Set(leaves.filter((l) => l.top === leaf.top && l.seed.image !== leaf.seed.image).map((l) => l.seed.image))];
      const id = builder.addProduct({
        merId,
        name,
        leaf: leaf.seed,
        categoryId: leaf.id,
        cateIds,
        brandId: rand.pick(brandsOf(leaf.top)).id,
        guaranteeIds: GUARANTEES_OF[leaf.top]!.map(guaranteeId),
        tempId: templates[0] ?? 0,
        state,
        pictures: [leaf.seed.image, ...rand.some(siblings.length ? siblings : [leaf.seed.image], 2)],
        keyword: [leaf.seed.name, leaf.group].join(","),
      });
      return { id, state };
    });
  };
  const merchantOneNames = NAME_VARIANTS.flatMap((variant) => leaves.flatMap((leaf) => leaf.seed.products.map((p) => ({ name: `${p}${variant}`, leaf }))));
  const merchantOne = await addProducts(1, merchantOneNames, MERCHANT_ONE_PLAN);
  const merchantTwoLeaves = leaves
    .filter((l) => ["绿茶", "红茶", "乌龙茶", "咖啡豆", "挂耳咖啡", "收纳包"].includes(l.seed.name))
    .map((l) => ({ ...l, merchantCategory: l.top === "食品饮料" ? (l.group === "茶叶" ? "茶叶" : "咖啡") : "收纳整理" }));
  const merchantTwoNames = NAME_VARIANTS.slice(0, 2).flatMap((variant) => merchantTwoLeaves.flatMap((leaf) => leaf.seed.products.map((p) => ({ name: `青禾·${p}${variant}`, leaf }))));
  const merchantTwo = await addProducts(2, merchantTwoNames, MERCHANT_TWO_PLAN);
  builder.addLibrary(1, "备用游戏点卡库", 20, 0);
  builder.addLibrary(1, "活动兑换码库", 8, 4);
  builder.addLibrary(2, "青禾礼品卡库", 5, 0);

  const { rows } = builder;
  await insertAll(db, "product", rows.product);
  await insertAll(db, "productDescription", rows.productDescription);
  await insertAll(db, "productAttribute", rows.productAttribute);
  await insertAll(db, "productAttributeOption", rows.productAttributeOption);
  await insertAll(db, "productAttrValue", rows.productAttrValue);
  await insertAll(db, "cdkeyLibrary", rows.cdkeyLibrary);
  await insertAll(db, "cardSecret", rows.cardSecret);

  // Comments on products that are or were on sale.
  const replies: Insertable<DB["productReply"]>[] = [];
  const sold = (list: Array<{ id: number; state: ProductState }>) => list.filter((p) => ["onSale", "lowStock", "soldOut"].includes(p.state)).map((p) => p.id);
  const addReplies = (merId: number, productIds: number[], count: number) => {
    for (const productId of rand.some(productIds, count)) {
      const skus = rows.productAttrValue.filter((s) => s.productId === productId);
      for (let n = rand.int(1, 2); n > 0; n--) {
        const roll = rand.next();
        const star = roll < 0.5 ? 5 : roll < 0.75 ? 4 : roll < 0.87 ? 3 : roll < 0.95 ? 2 : 1;
        const sku = rand.pick(skus);
        const virtual = rand.chance(0.1);
        const replied = rand.chance(0.4);
        const created = builder.time(rand.int(0, 45));
        replies.push({
          merId,
          productId,
          attrValueId: sku.id!,
          sku: sku.sku!,
          uid: virtual ? 0 : rand.int(10001, 10999),
          nickname: rand.pick(NICKNAMES),
          avatar: AVATAR,
          phone: virtual ? "" : `13${String(rand.int(100_000_000, 999_999_999))}`,
          star,
          comment: rand.pick(COMMENTS[star]!),
          pics: JSON.stringify(rand.chance(0.3) ? [sku.image] : []),
          merchantReplyContent: replied ? MERCHANT_REPLIES[star >= 4 ? 0 : star >= 3 ? 2 : 1]! : "",
          merchantReplyTime: replied ? created : null,
          isReply: replied ? 1 : 0,
          isVirtual: virtual ? 1 : 0,
          isLogoff: 0,
          isDel: 0,
          createTime: created,
          updateTime: created,
        });
      }
    }
  };
  addReplies(1, sold(merchantOne), 70);
  addReplies(2, sold(merchantTwo), 6);
  await insertAll(db, "productReply", replies);
}
