/**
 * statistics/home/operating/data: the pending-work counts. Orders through the order list's
 * own tab counts, refunds from the pending-review index, products through the product list's
 * own kept tab totals, so each number is the count its list tab shows.
 *
 * All of them are small reads by key, asked in one query (as homeIndex does): each statement is a
 * round trip (PostgreSQL) or a hop to a reader thread (SQLite), and those cost more than the reads.
 */
import type { Db } from "../../db/database.js";
import { countsFrom } from "../order/queries.js";
import { keptTabSums, tabColumn } from "../product/listQueries.js";
import type { HomeOperatingResponse } from "./contract.js";

/** refund_order.refund_status: awaiting the merchant's review. */
const REFUND_AWAITING_REVIEW = 0;
/** Product list tabs (contract §8); both are counted tabs (tabCounted), read from the kept totals. */
const PRODUCT_TAB = { onSale: 1, awaitingAudit: 6 } as const;
const ON_SALE = tabColumn(PRODUCT_TAB.onSale);
const AWAITING_AUDIT = tabColumn(PRODUCT_TAB.awaitingAudit);

export async function operatingData(db: Db, merId: number): Promise<HomeOperatingResponse> {
  // One row of the product totals and the refunds, beside each of the order list's kept tab
  // counts (none for a shop without orders: the left join still gives the one row).
  const rows = await db
    .selectFrom(keptTabSums(db, merId, [PRODUCT_TAB.onSale, PRODUCT_TAB.awaitingAudit]).as("products"))
    .leftJoin("orderTabCount", (join) => join.on("orderTabCount.merId", "=", merId))
    .select((eb) => [
      eb.ref(`products.${ON_SALE}`).as("onSale"),
      eb.ref(`products.${AWAITING_AUDIT}`).as("awaitingAudit"),
      eb
        .selectFrom("refundOrder")
        .select((sub) => sub.fn.countAll<number>().as("n"))
        .where("merId", "=", merId)
        .where("refundStatus", "=", REFUND_AWAITING_REVIEW)
        .as("refunds"),
      "orderTabCount.tab",
      "orderTabCount.isUserDel",
      "orderTabCount.num",
    ])
    .execute();
  const first = rows[0]!;
  const orders = countsFrom(rows.flatMap(({ tab, isUserDel, num }) => (tab === null ? [] : [{ tab, isUserDel: isUserDel!, num: num! }])));
  return {
    notShippingOrderNum: orders.notShipped,
    awaitVerificationOrderNum: orders.verification,
    refundingOrderNum: Number(first.refunds ?? 0),
    onSaleProductNum: Number(first.onSale ?? 0),
    awaitAuditProductNum: Number(first.awaitingAudit ?? 0),
  };
}
