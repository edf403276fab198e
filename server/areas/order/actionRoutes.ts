/** Orders (contract §3.11): sending goods, pickup write-off, direct refund. */
import { refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import { directRefundBody, orderSendBody, verificationBody, type VerificationResult } from "./contract.js";
import { directRefund } from "./directRefund.js";
import { orderStateWrong } from "./errors.js";
import { addOrderHistory } from "./history.js";
import { lockOrder } from "./lookup.js";
import type { OrderRecord } from "./serialize.js";
import { sendGoods } from "./shipping.js";

/** A pickup order awaiting write-off, with no refund done or under way. */
function assertVerifiable(order: OrderRecord) {
  if (order.refundStatus === 3) throw orderStateWrong("订单已退款，无法核销");
  if (order.refundStatus === 1) throw orderStateWrong("订单有售后申请处理中，无法核销");
  if (order.status !== 3) throw orderStateWrong("订单不是待核销状态");
}

export const orderActionRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "POST",
    path: "/order/send",
    authority: "merchant:order:send",
    sensitive: "订单发货",
    schema: { body: orderSendBody },
    handler: async ({ db, session, body }) => {
      await sendGoods(db, session.merId, body);
      return true;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/order/verification",
    authority: "merchant:order:verification",
    schema: { body: verificationBody },
    handler: async ({ mine, body, session }): Promise<VerificationResult> => {
      const order = await mine
        .selectFrom("merchantOrder")
        .selectAll()
        .where("verifyCode", "=", body.verifyCode)
        .where("isMerchantDel", "=", 0)
        .executeTakeFirst();
      if (!order) throw refused("核销码错误，未找到对应的订单");
      assertVerifiable(order);
      const verifyTime = now();
      // As the backend: a written-off pickup order counts as received by the shopper.
      await mine.transaction(async ({ db: trx }) => {
        // Checked again on the locked row: a parallel write-off may have done it meanwhile.
        assertVerifiable(await lockOrder(trx, session.merId, order.orderNo));
        await trx
          .updateTable("merchantOrder")
          .set({ status: 5, verifyTime, receivingTime: verifyTime, clerkId: session.adminId, updateTime: verifyTime })
          .where("id", "=", order.id)
          .execute();
        await addOrderHistory(trx, order.orderNo, "verification", "订单核销成功");
      });
      return { orderNo: order.orderNo, status: 5, verifyTime };
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/order/direct/refund",
    authority: "merchant:order:direct:refund",
    sensitive: "商户直接退款",
    schema: { body: directRefundBody },
    handler: ({ db, session, body }) => directRefund(db, session.merId, body),
  }),
];
