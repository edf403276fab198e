/**
 * statistics/home/operating/data: the pending-work counts. Orders through the order list's
 * own tab counts, refunds from the pending-review index, products through the product list's
 * own tab totals, so each number is the count its list tab shows.
 */
import type { Db } from "../../db/database.js";
import { orderCounts } from "../order/queries.js";
import { cachedProductAnswer, merchantProductState } from "../product/listCache.js";
import { tabTotals } from "../product/listQueries.js";
import type { HomeOperatingResponse } from "./contract.js";

/** refund_order.refund_status: awaiting the merchant's review. */
const REFUND_AWAITING_REVIEW = 0;
/** Product list tabs (contract §8). */
const PRODUCT_TAB = { onSale: 1, awaitingAudit: 6 } as const;

async function productCounts(db: Db, merId: number) {
  const state = await merchantProductState(db, merId);
  return cachedProductAnswer(db, merId, state, "dashboard-operating", async () => {
    const totals = await tabTotals(db, merId, state.alertStock, [PRODUCT_TAB.onSale, PRODUCT_TAB.awaitingAudit], {});
    return { onSale: totals.get(PRODUCT_TAB.onSale) ?? 0, awaitingAudit: totals.get(PRODUCT_TAB.awaitingAudit) ?? 0 };
  });
}

export async function operatingData(db: Db, merId: number): Promise<HomeOperatingResponse> {
  const [orders, refunds, products] = await Promise.all([
    // The order list's own unfiltered tab counts (trigger-kept per tab).
    orderCounts(db, merId, {}),
    db
      .selectFrom("refundOrder")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("merId", "=", merId)
      .where("refundStatus", "=", REFUND_AWAITING_REVIEW)
      .executeTakeFirstOrThrow(),
    productCounts(db, merId),
  ]);
  return {
    notShippingOrderNum: orders.notShipped,
    awaitVerificationOrderNum: orders.verification,
    refundingOrderNum: Number(refunds.n),
    onSaleProductNum: products.onSale,
    awaitAuditProductNum: products.awaitingAudit,
  };
}
