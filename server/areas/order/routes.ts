/** Orders (contract §3.11): list, counts, detail, lines, remark, delete, receipt, shipments. */
import { cachedAnswer, tableVersion } from "../../core/answerCache.js";
import { JsonText, toPage } from "../../core/envelope.js";
import { now } from "../../core/format.js";
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import {
  invoiceIdParams,
  invoiceUpdateBody,
  orderMarkBody,
  orderNoParams,
  orderSearchQuery,
  orderTabsQuery,
} from "./contract.js";
import { orderStateWrong } from "./errors.js";
import { addOrderHistory } from "./history.js";
import { findInvoice, findOrder, lockOrder } from "./lookup.js";
import { simulateLogistics } from "./logistics.js";
import { linesOf, orderCounts, orderList, resolveFilters, shoppersOf, withShoppers } from "./queries.js";
import { toDetailEntity, toDetailInfo, toInvoice, toRow } from "./serialize.js";
import { updateInvoice } from "./invoiceUpdate.js";
import { printOrderReceipt } from "../printing/receipt.js";
import { requestOrigin } from "../../core/media.js";

/** The version every cached order answer of a merchant is keyed by (raised by migration 0009's triggers). */
export const orderVersion = (db: Parameters<typeof tableVersion>[0], merId: number) => tableVersion(db, "order", merId);

export const orderRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/order/list",
    authority: "merchant:order:page:list",
    schema: { query: orderSearchQuery },
    handler: async ({ db, session, query }) => {
      const filters = resolveFilters(query);
      const { merId } = session;
      const key = async () => `order:list:${merId}:${await orderVersion(db, merId)}:${JSON.stringify([query.status, filters, query.page, query.limit])}`;
      return cachedAnswer(db, key, async () => {
        const search = await withShoppers(db, filters);
        const { total, rows } = await orderList(db, merId, query.status, search, query.page, query.limit);
        return JsonText.of(toPage(rows.map((r) => toRow(r.order, r.shopper, r.lines)), total, query.page, query.limit));
      });
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/order/status/num",
    authority: "merchant:order:status:num",
    schema: { query: orderTabsQuery },
    handler: async ({ db, session, query }) => {
      const filters = resolveFilters(query);
      const key = async () => `order:counts:${session.merId}:${await orderVersion(db, session.merId)}:${JSON.stringify(filters)}`;
      return cachedAnswer(db, key, async () => JsonText.of(await orderCounts(db, session.merId, await withShoppers(db, filters))));
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/order/info/:orderNo",
    authority: "merchant:order:info",
    schema: { params: orderNoParams },
    handler: async ({ db, mine, params }) => {
      const order = await findOrder(mine, params.orderNo);
      const [lines, shoppers] = await Promise.all([linesOf(db, [order.orderNo]), shoppersOf(db, [order.uid])]);
      return toDetailInfo(order, shoppers.get(order.uid), lines.get(order.orderNo) ?? []);
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/order/:orderNo/detail/list",
    authority: "merchant:order:detail:list",
    schema: { params: orderNoParams },
    handler: async ({ db, mine, params, session }) => {
      const order = await findOrder(mine, params.orderNo);
      const lines = (await linesOf(db, [order.orderNo])).get(order.orderNo) ?? [];
      const merchant = await db.selectFrom("merchant").select("name").where("id", "=", session.merId).executeTakeFirst();
      return lines.map((l) => toDetailEntity(l, merchant?.name ?? ""));
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/order/mark",
    authority: "merchant:order:mark",
    schema: { body: orderMarkBody },
    handler: async ({ mine, body }) => {
      const order = await findOrder(mine, body.orderNo);
      await mine.updateTable("merchantOrder").set({ merchantRemark: body.remark, updateTime: now() }).where("id", "=", order.id).execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/order/delete/:orderNo",
    authority: "merchant:order:delete",
    sensitive: "商户删除订单",
    schema: { params: orderNoParams },
    handler: async ({ mine, params, session }) => {
      const order = await findOrder(mine, params.orderNo);
      if (order.isUserDel !== 1) throw orderStateWrong("用户未删除的订单，商户无法删除");
      await mine.transaction(async ({ db: trx }) => {
        await lockOrder(trx, session.merId, order.orderNo);
        await trx.updateTable("merchantOrder").set({ isMerchantDel: 1, updateTime: now() }).where("id", "=", order.id).execute();
        await addOrderHistory(trx, order.orderNo, "delete", "商户删除订单");
      });
      return null;
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/order/printreceipt/:orderNo",
    authority: "merchant:order:print",
    schema: { params: orderNoParams },
    handler: async ({ db, mine, params, request }) => {
      await printOrderReceipt(db, await findOrder(mine, params.orderNo), requestOrigin(request));
      return true;
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/order/:orderNo/invoice/list",
    authority: "merchant:order:invoice:list",
    schema: { params: orderNoParams },
    handler: async ({ db, mine, params }) => {
      const order = await findOrder(mine, params.orderNo);
      const invoices = await mine.selectFrom("orderInvoice").selectAll().where("orderNo", "=", order.orderNo).orderBy("id").execute();
      if (!invoices.length) return [];
      const lines = await db
        .selectFrom("orderInvoiceDetail")
        .selectAll()
        .where(
          "invoiceId",
          "in",
          invoices.map((i) => i.id),
        )
        .orderBy("id")
        .execute();
      return invoices.map((i) => toInvoice(i, lines.filter((l) => l.invoiceId === i.id)));
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/order/get/:invoiceId/logistics/info",
    authority: "merchant:order:logistics:info",
    schema: { params: invoiceIdParams },
    handler: async ({ mine, params }) => {
      const invoice = await findInvoice(mine, params.invoiceId);
      if (invoice.deliveryType !== "express") throw orderStateWrong("该发货单不是快递发货，没有物流信息");
      const order = await findOrder(mine, invoice.orderNo);
      return simulateLogistics(invoice, order);
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/order/invoice/update",
    authority: "merchant:order:invoice:update",
    sensitive: "修改发货单配送信息",
    schema: { body: invoiceUpdateBody },
    handler: async ({ db, mine, body }) => {
      await updateInvoice(db, mine, body);
      return null;
    },
  }),
];
