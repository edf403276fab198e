/**
 * The oracle of trgmSearchOracle.test.ts for the searches moved onto the trigram indexes after the
 * order and product lists: the after-sales list, the customer list, the claim records, the
 * comments and the product-name searches, each as the plain scan it was, next to the server's
 * answer for the same search.
 */
import type { Expression, SqlBool } from "kysely";
import type { Db } from "../../server/db/database.js";
import { containsPattern } from "../../server/core/textSearch.js";
import { merchantScope } from "../../server/core/route.js";
import { refundsMatching } from "../../server/areas/order/refundQueries.js";
import { customersOf, filterCustomers } from "../../server/areas/customer/queries.js";
import { productsNamed } from "../../server/areas/product/nameSearch.js";
import { AUDIT } from "../../server/areas/product/tabs.js";

export const SEARCH_TYPES = ["all", "uid", "nickname", "phone"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

const digits = (text: string) => /^\d+$/.test(text);
const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);

/** After-sales orders of a shopper search: the uid typed, or a nickname or phone LIKE '%text%' (`%`, `_` wildcards). */
export async function oldRefunds(db: Db, merId: number, searchType: SearchType, text: string): Promise<number[]> {
  const uid = digits(text) ? Number(text) : -1;
  const rows = await db
    .selectFrom("refundOrder")
    .select("refundOrder.id")
    .where("refundOrder.merId", "=", merId)
    .where((eb) => {
      const like = (column: "nickname" | "phone") => eb("refundOrder.uid", "in", eb.selectFrom("user").select("user.id").where(`user.${column}`, "like", `%${text}%`));
      if (searchType === "uid") return eb("refundOrder.uid", "=", uid);
      if (searchType !== "all") return like(searchType);
      return eb.or([eb("refundOrder.uid", "=", uid), like("nickname"), like("phone")]);
    })
    .orderBy("refundOrder.id")
    .execute();
  return ids(rows);
}

export async function newRefunds(db: Db, merId: number, searchType: SearchType, text: string): Promise<number[]> {
  const matching = await refundsMatching(db, merId, { content: text, searchType } as Parameters<typeof refundsMatching>[2]);
  return ids(await matching.select("refundOrder.id").orderBy("refundOrder.id").execute());
}

/** The merchant's customers of a search: the uid typed, or a nickname or phone LIKE '%text%' (`%`, `_` wildcards). */
export async function oldCustomers(db: Db, merId: number, searchType: SearchType, text: string): Promise<number[]> {
  const like = `%${text}%`;
  const rows = await customersOf(merchantScope(db, merId))
    .select("user.id")
    .where((eb) => {
      if (searchType === "uid") return eb("user.id", "=", digits(text) ? Number(text) : -1);
      if (searchType !== "all") return eb(`user.${searchType}`, "like", like);
      return eb.or([...(digits(text) ? [eb("user.id", "=", Number(text))] : []), eb("user.nickname", "like", like), eb("user.phone", "like", like)]);
    })
    .orderBy("user.id")
    .execute();
  return ids(rows);
}

export async function newCustomers(db: Db, merId: number, searchType: SearchType, text: string): Promise<number[]> {
  const search = { content: text, searchType } as Parameters<typeof filterCustomers>[2];
  return ids(await (await filterCustomers(db, customersOf(merchantScope(db, merId)), search)).select("user.id").orderBy("user.id").execute());
}

/** The merchant's products (deleted too) whose name contains the text (its `%`, `_` literal): comments' and card-secret libraries' product search. */
export async function oldProductsNamed(db: Db, merId: number, text: string): Promise<number[]> {
  return ids(await merchantScope(db, merId).selectFrom("product").select("id").where(containsPattern("name", text)).orderBy("id").execute());
}

export async function newProductsNamed(db: Db, merId: number, text: string): Promise<number[]> {
  return ids(await (await productsNamed(db, merId, text)).orderBy("product.id").execute());
}

/** A page as the list answers it: the total and the ids in order. */
export interface PageIds {
  total: number;
  ids: number[];
}

/** Claim records of a nickname search (`%`, `_` wildcards), newest first. */
export async function oldClaims(db: Db, merId: number, nickname: string, limit: number): Promise<PageIds> {
  const base = merchantScope(db, merId)
    .selectFrom("couponUser")
    .leftJoin("user", "user.id", "couponUser.uid")
    .where("user.nickname", "like", `%${nickname}%`);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  return { total: Number(total), ids: ids(await base.select("couponUser.id").orderBy("couponUser.id", "desc").limit(limit).execute()) };
}

/** Comments of a shopper search (the nickname and phone the comment keeps, `%`, `_` literal) and a product-name search, newest first. */
export async function oldReplies(db: Db, merId: number, f: { searchType: SearchType; content: string; productSearch?: string }, limit: number): Promise<PageIds> {
  const { searchType, content, productSearch } = f;
  const mine = merchantScope(db, merId);
  let base = mine.selectFrom("productReply").where("isDel", "=", 0);
  if (productSearch) base = base.where("productId", "in", mine.selectFrom("product").select("id").where(containsPattern("name", productSearch)));
  base = base.where((eb) => {
    const byUid = eb("uid", "=", digits(content) ? Number(content) : -1);
    const byNickname = containsPattern("nickname", content);
    const byPhone = containsPattern("phone", content);
    if (searchType === "uid") return byUid;
    if (searchType === "nickname") return byNickname;
    if (searchType === "phone") return byPhone;
    return eb.or([byUid, byNickname, byPhone]);
  });
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  return { total: Number(total), ids: ids(await base.select("id").orderBy("id", "desc").limit(limit).execute()) };
}

/** The activity picker's products of a name search (`%`, `_` literal), in its order. */
export async function oldPicker(db: Db, merId: number, name: string, limit: number): Promise<PageIds> {
  const base = merchantScope(db, merId)
    .selectFrom("product")
    .where("isDel", "=", 0)
    .where("isRecycle", "=", 0)
    .where("auditStatus", "in", [AUDIT.exempt, AUDIT.passed])
    .where(containsPattern("name", name) as Expression<SqlBool>);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  return { total: Number(total), ids: ids(await base.select("id").orderBy("sort", "desc").orderBy("id", "desc").limit(limit).execute()) };
}
