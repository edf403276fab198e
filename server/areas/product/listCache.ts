/**
 * Counting a tab of 100k products costs milliseconds, and so does a rare keyword's scan: too
 * much per request at 50 concurrent connections. Answers of the list and the tab counts are
 * kept per merchant *version* — a counter the product table's triggers bump on every change,
 * whoever makes it — so an answer is reused only while the merchant's products are unchanged.
 */
import type { Db } from "../../db/database.js";
import { cachedAnswer, compiledOnce } from "../../core/answerCache.js";
import { notFound } from "../../core/errors.js";

export interface MerchantProductState {
  alertStock: number;
  /** Platform switch: the merchant's products need audit. */
  productSwitch: boolean;
  /** The shop is open. */
  isSwitch: boolean;
  /** Changes whenever any of the merchant's product rows changes. */
  version: number;
}

const stateRow = compiledOnce((db, merId: number) =>
  db
    .selectFrom("merchant")
    .leftJoin("productVersion", "productVersion.merId", "merchant.id")
    .select([
      "merchant.alertStock",
      "merchant.productSwitch",
      "merchant.isSwitch",
      "productVersion.version",
    ])
    .where("merchant.id", "=", merId),
);

export async function merchantProductState(
  db: Db,
  merId: number,
): Promise<MerchantProductState> {
  const row = await stateRow(db, merId);
  if (!row) throw notFound("商户不存在");
  return {
    alertStock: row.alertStock,
    productSwitch: row.productSwitch === 1,
    isSwitch: row.isSwitch === 1,
    version: row.version ?? 0,
  };
}

/**
 * The merchant's product state, read on first asking and then shared: a request's cache key and
 * its answer may both need it, and with the answer cache off an answer that does not need it
 * (every tab but the stock alert's) reads nothing of the merchant.
 */
export function productStateOnce(db: Db, merId: number): () => Promise<MerchantProductState> {
  let state: Promise<MerchantProductState> | undefined;
  return () => (state ??= merchantProductState(db, merId));
}

/** The answer for `key` under the merchant's current product state (see answerCache). */
export function cachedProductAnswer<T>(
  db: Db,
  merId: number,
  state: () => Promise<MerchantProductState>,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  return cachedAnswer(
    db,
    async () => {
      const { version, alertStock } = await state();
      return `product|${merId}|${version}|${alertStock}|${key}`;
    },
    compute,
  );
}
