/**
 * After-sales (contract §3.12). Refund-order status moves: 0 pending → 3 refunded (refund only,
 * approved) | 4 user returning (return + refund, approved) | 1 refused; 5 awaiting receipt →
 * 3 refunded (goods received) | 1 refused (receipt refused). Anything else answers 5502.
 */
import { cachedAnswer } from "../../core/answerCache.js";
import { JsonText } from "../../core/envelope.js";
import { badRequest } from "../../core/errors.js";
import { fromCents, now } from "../../core/format.js";
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import type { Db } from "../../db/database.js";
import {
  receivingRejectBody,
  refundAuditBody,
  refundFiltersQuery,
  refundMarkBody,
  refundNoParams,
  refundSearchQuery,
  type RefundDetail,
} from "./contract.js";
import { findReturnAddress } from "../address/lookup.js";
import { orderLineMissing, refundStateWrong } from "./errors.js";
import { addOrderHistory, addRefundHistory } from "./history.js";
import { findOrder, findRefund, lockOrder, lockRefund } from "./lookup.js";
import { refreshOrderRefundStatus, refundLineUnits, releaseLineUnits } from "./refunding.js";
import { refundCounts, refundPage } from "./refundQueries.js";
import { orderVersion } from "./routes.js";
import { shoppersOf } from "./queries.js";
import { toOrderInfoVo, type RefundRecord } from "./serialize.js";

const lineOf = async (db: Db, refundOrderNo: string) => {
  const info = await db.selectFrom("refundOrderInfo").selectAll().where("refundOrderNo", "=", refundOrderNo).orderBy("id").executeTakeFirst();
  if (!info) throw orderLineMissing();
  return info;
};

/**
 * Inside a write transaction: the order and the refund locked in that order (every order write
 * locks its order first), the refund as it stands now and still in `status`.
 */
async function lockRefundIn(trx: Db, refund: RefundRecord, status: number, wrongState: string): Promise<RefundRecord> {
  await lockOrder(trx, refund.merId, refund.orderNo);
  const current = await lockRefund(trx, refund.merId, refund.refundOrderNo);
  if (current.refundStatus !== status) throw refundStateWrong(wrongState);
  return current;
}

/** The refund is paid back: the line's units and money move to refunded, stock returns, the order follows. */
async function finishRefund(db: Db, refund: RefundRecord, steps: Array<[string, string]>) {
  const info = await lineOf(db, refund.refundOrderNo);
  const line = await db.selectFrom("orderDetail").selectAll().where("id", "=", info.orderDetailId).executeTakeFirst();
  if (!line) throw orderLineMissing();
  const time = now();
  await db.updateTable("refundOrder").set({ refundStatus: 3, refundTime: time, updateTime: time }).where("id", "=", refund.id).execute();
  await refundLineUnits(db, line, info.applyRefundNum, refund.refundPrice, true);
  for (const [type, message] of steps) await addRefundHistory(db, refund.refundOrderNo, type, message);
  await addRefundHistory(db, refund.refundOrderNo, "refund", `退款成功 ¥${fromCents(refund.refundPrice)}`);
  await refreshOrderRefundStatus(db, refund.merId, refund.orderNo);
  await addOrderHistory(db, refund.orderNo, "refund_price", `售后退款 ¥${fromCents(refund.refundPrice)}（${refund.refundOrderNo}）`);
}

/** The request is turned down: its units are released, the order follows. */
async function refuseRefund(db: Db, refund: RefundRecord, reason: string, step: [string, string]) {
  const info = await lineOf(db, refund.refundOrderNo);
  await db.updateTable("refundOrder").set({ refundStatus: 1, refundReason: reason, updateTime: now() }).where("id", "=", refund.id).execute();
  await releaseLineUnits(db, info.orderDetailId, info.applyRefundNum);
  await addRefundHistory(db, refund.refundOrderNo, step[0], step[1]);
  await refreshOrderRefundStatus(db, refund.merId, refund.orderNo);
}

const NOT_AWAITING_RECEIPT = "售后单不是待商家收货状态";

export const refundRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/refund/order/list",
    authority: "merchant:refund:order:page:list",
    schema: { query: refundSearchQuery },
    handler: async ({ db, session, query }) => {
      const { page, limit, refundStatus, ...filters } = query;
      const key = async () => `refund:list:${session.merId}:${await orderVersion(db, session.merId)}:${JSON.stringify([query, filters.dateLimit ? now().slice(0, 10) : ""])}`;
      return cachedAnswer(db, key, async () => {
        return JsonText.of(await refundPage(db, session.merId, refundStatus, filters, { page, limit }));
      });
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/refund/order/status/num",
    authority: "merchant:refund:order:status:num",
    schema: { query: refundFiltersQuery },
    handler: async ({ db, session, query }) => refundCounts(db, session.merId, query),
  }),
  merchantRoute({
    method: "GET",
    path: "/refund/order/detail/:refundOrderNo",
    authority: "merchant:refund:order:detail",
    schema: { params: refundNoParams },
    handler: async ({ db, mine, params }): Promise<RefundDetail> => {
      const refund = await findRefund(mine, params.refundOrderNo);
      const info = await lineOf(db, refund.refundOrderNo);
      const order = await findOrder(mine, refund.orderNo);
      const [shoppers, statusList, delivered] = await Promise.all([
        shoppersOf(db, [order.uid]),
        db.selectFrom("refundOrderStatus").selectAll().where("refundOrderNo", "=", refund.refundOrderNo).orderBy("id").execute(),
        db.selectFrom("orderDetail").select((eb) => eb.fn.sum<number>("deliveryNum").as("n")).where("orderNo", "=", order.orderNo).executeTakeFirst(),
      ]);
      return {
        refundOrderNo: refund.refundOrderNo,
        afterSalesType: refund.afterSalesType,
        refundStatus: refund.refundStatus,
        refundPrice: fromCents(refund.refundPrice),
        payPrice: fromCents(info.payPrice),
        productName: info.productName,
        image: info.image,
        sku: info.sku,
        price: fromCents(info.price),
        refundTime: refund.refundTime,
        payNum: info.payNum,
        refundUseIntegral: refund.refundUseIntegral,
        refundGainIntegral: refund.refundGainIntegral,
        refundFirstBrokerageFee: fromCents(refund.refundFirstBrokerageFee),
        refundSecondBrokerageFee: fromCents(refund.refundSecondBrokerageFee),
        refundFreightFee: fromCents(refund.refundFreightFee),
        applyRefundNum: info.applyRefundNum,
        isUserRevoke: refund.isUserRevoke === 1,
        promoterType: refund.promoterType,
        returnGoodsType: refund.returnGoodsType,
        refundReasonWap: refund.refundReasonWap,
        refundReasonWapImg: refund.refundReasonWapImg,
        refundReasonWapExplain: refund.refundReasonWapExplain,
        receiver: refund.receiver,
        receiverPhone: refund.receiverPhone,
        receiverAddressDetail: refund.receiverAddressDetail,
        expressName: refund.expressName,
        trackingNumber: refund.trackingNumber,
        telephone: refund.telephone,
        refundReason: refund.refundReason,
        statusList: statusList.map((s) => ({ orderNo: s.refundOrderNo, changeType: s.changeType, changeMessage: s.changeMessage, createTime: s.createTime })),
        orderInfoVo: toOrderInfoVo(order, shoppers.get(order.uid), Number(delivered?.n ?? 0)),
        merRemark: refund.merRemark,
        platformRemark: refund.platformRemark,
      };
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/refund/order/mark",
    authority: "merchant:refund:order:mark",
    schema: { body: refundMarkBody },
    handler: async ({ mine, body }) => {
      const refund = await findRefund(mine, body.refundOrderNo);
      await mine.updateTable("refundOrder").set({ merRemark: body.remark, updateTime: now() }).where("id", "=", refund.id).execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/refund/order/audit",
    authority: "merchant:refund:order:audit",
    sensitive: "退款单审核",
    schema: { body: refundAuditBody },
    handler: async ({ mine, body }) => {
      const refund = await findRefund(mine, body.refundOrderNo);
      const notPending = "售后单不是待审核状态";
      if (refund.refundStatus !== 0) throw refundStateWrong(notPending);
      const returnGoods = refund.afterSalesType === 2;
      if (body.auditType === "success" && returnGoods && !body.merAddressId) throw badRequest("请选择退货地址");
      // The goods go back to one of the merchant's own shown addresses (§3.20), copied onto the refund.
      const address = body.auditType === "success" && returnGoods ? await findReturnAddress(mine, body.merAddressId!) : undefined;
      await mine.transaction(async ({ db: trx }) => {
        // Checked again on the locked row: a parallel audit may have decided it meanwhile.
        await lockRefundIn(trx, refund, 0, notPending);
        if (body.auditType === "refuse") return refuseRefund(trx, refund, body.reason!, ["audit", `商家拒绝退款，原因：${body.reason}`]);
        if (!returnGoods || !address) return finishRefund(trx, refund, [["audit", "商家同意退款"]]);
        await trx
          .updateTable("refundOrder")
          .set({
            refundStatus: 4,
            merAddressId: address.id,
            receiver: address.receiverName,
            receiverPhone: address.receiverPhone,
            receiverAddressDetail: address.detail,
            updateTime: now(),
          })
          .where("id", "=", refund.id)
          .execute();
        await addRefundHistory(trx, refund.refundOrderNo, "audit", "商家同意退货退款，等待用户退货");
      });
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/refund/order/receiving/reject",
    authority: "merchant:refund:order:receiving:reject",
    sensitive: "退款单拒绝收货",
    schema: { body: receivingRejectBody },
    handler: async ({ mine, body }) => {
      const refund = await findRefund(mine, body.refundOrderNo);
      if (refund.refundStatus !== 5) throw refundStateWrong(NOT_AWAITING_RECEIPT);
      await mine.transaction(async ({ db: trx }) => {
        await lockRefundIn(trx, refund, 5, NOT_AWAITING_RECEIPT);
        await refuseRefund(trx, refund, body.reason, ["receiving", `商家拒绝收货，原因：${body.reason}`]);
      });
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/refund/order/receiving/:refundOrderNo",
    authority: "merchant:refund:order:receiving",
    sensitive: "退款单收到退货",
    schema: { params: refundNoParams },
    handler: async ({ mine, params }) => {
      const refund = await findRefund(mine, params.refundOrderNo);
      if (refund.refundStatus !== 5) throw refundStateWrong(NOT_AWAITING_RECEIPT);
      await mine.transaction(async ({ db: trx }) => {
        await lockRefundIn(trx, refund, 5, NOT_AWAITING_RECEIPT);
        await finishRefund(trx, refund, [["receiving", "商家确认收到退货"]]);
      });
      return null;
    },
  }),
];
