/** Customer look-ups: a shopper counts as a merchant's customer through `merchant_user`. */
import type { Db } from "../../db/database.js";
import type { MerchantScope } from "../../core/route.js";
import { dateLimitRange } from "../../core/dateLimit.js";
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

/** Applies MerchantUserSearchRequest filters. */
export function filterCustomers(query: ReturnType<typeof customersOf>, search: CustomerSearch) {
  let q = query;
  const content = search.content;
  if (content) {
    const like = `%${content}%`;
    switch (search.searchType ?? "all") {
      case "uid":
        q = q.where("user.id", "=", digits(content) ? Number(content) : -1);
        break;
      case "nickname":
        q = q.where("user.nickname", "like", like);
        break;
      case "phone":
        q = q.where("user.phone", "like", like);
        break;
      default:
        q = q.where((eb) =>
          eb.or([
            ...(digits(content) ? [eb("user.id", "=", Number(content))] : []),
            eb("user.nickname", "like", like),
            eb("user.phone", "like", like),
          ]),
        );
    }
  }
  if (search.registerType) q = q.where("user.registerType", "=", search.registerType);
  if (search.sex !== undefined) q = q.where("user.sex", "=", search.sex);
  const range = dateLimitRange(search.dateLimit);
  if (range) q = q.where("user.createTime", ">=", range.start).where("user.createTime", "<=", range.end);
  return q;
}
