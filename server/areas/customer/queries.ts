/** Customer look-ups: a shopper counts as a merchant's customer through `merchant_user`. */
import type { Db } from "../../db/database.js";
import type { MerchantScope } from "../../core/route.js";
import { dateLimitRange } from "../../core/dateLimit.js";
import { matchesIndexed } from "../../core/indexedSearch.js";
import type { CustomerSearch } from "./contract.js";

/** The merchant's customers joined to their user rows (and the user who referred them). */
export function customersOf(mine: MerchantScope) {
  return mine
    .selectFrom("merchantUser")
    .innerJoin("user", "user.id", "merchantUser.uid")
    .leftJoin("user as spread", "spread.id", "user.spreadUid");
}

/** True when `uid` is a customer of the merchant. */
export async function isCustomerOf(db: Db, merId: number, uid: number): Promise<boolean> {
  const row = await db.selectFrom("merchantUser").select("id").where("merId", "=", merId).where("uid", "=", uid).executeTakeFirst();
  return Boolean(row);
}

const digits = (text: string) => /^\d+$/.test(text);

/**
 * Applies MerchantUserSearchRequest filters. The nickname and phone search is LIKE '%content%'
 * (its `%` and `_` stay wildcards, as the backend's), found through the user table's trigram index.
 */
export async function filterCustomers(db: Db, query: ReturnType<typeof customersOf>, search: CustomerSearch) {
  let q = query;
  const content = search.content;
  if (content) {
    const like = `%${content}%`;
    const type = search.searchType ?? "all";
    if (type === "uid") q = q.where("user.id", "=", digits(content) ? Number(content) : -1);
    else if (type === "nickname" || type === "phone") q = q.where((await matchesIndexed(db, "user", [type], like)).where);
    else {
      const match = await matchesIndexed(db, "user", ["nickname", "phone"], like);
      q = q.where((eb) => eb.or([...(digits(content) ? [eb("user.id", "=", Number(content))] : []), match.where]));
    }
  }
  if (search.registerType) q = q.where("user.registerType", "=", search.registerType);
  if (search.sex !== undefined) q = q.where("user.sex", "=", search.sex);
  const range = dateLimitRange(search.dateLimit);
  if (range) q = q.where("user.createTime", ">=", range.start).where("user.createTime", "<=", range.end);
  return q;
}
