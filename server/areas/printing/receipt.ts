/**
 * Printing an order's receipt (GET /order/printreceipt/{orderNo}) on every enabled printer of
 * the merchant, each with its own layout. The reference server has no physical printer: the
 * rendered text is kept as a print job, which the printers page shows.
 */
import type { Db } from "../../db/database.js";
import { merchantScope } from "../../core/route.js";
import { merchantById } from "../../core/accounts.js";
import { refused } from "../../core/errors.js";
import { fromCents, now } from "../../core/format.js";
import { toMediaUrl } from "../../core/media.js";
import { DEFAULT_RECEIPT_LAYOUT, receiptLines, type ReceiptLayout, type ReceiptOrder } from "../../shared/receiptLayout.js";
import type { OrderRecord } from "../order/serialize.js";
import { receiptText } from "./receiptText.js";

const PAY_METHODS: Record<string, string> = { weixin: "微信支付", alipay: "支付宝支付", yue: "余额支付" };
const DELIVERY_METHODS: Record<number, string> = { 1: "快递配送", 2: "门店自提", 3: "虚拟发货" };

/** A printer's saved layout, or the default one when it was never saved. */
export const layoutOf = (content: string): ReceiptLayout => (content ? { ...DEFAULT_RECEIPT_LAYOUT, ...(JSON.parse(content) as Partial<ReceiptLayout>) } : DEFAULT_RECEIPT_LAYOUT);

async function receiptOrder(db: Db, order: OrderRecord, shopName: string): Promise<ReceiptOrder> {
  const lines = await db.selectFrom("orderDetail").select(["productName", "sku", "price", "payNum"]).where("orderNo", "=", order.orderNo).orderBy("id").execute();
  return {
    shopName,
    deliveryMethod: DELIVERY_METHODS[order.shippingType] ?? "",
    customerName: order.realName,
    customerPhone: order.userPhone,
    address: order.shippingType === 1 ? order.userAddress : "",
    remark: order.userRemark,
    goods: lines.map((l) => ({ name: l.productName, sku: l.sku, price: fromCents(l.price), num: l.payNum, amount: fromCents(l.price * l.payNum) })),
    freight: fromCents(order.payPostage),
    discount: fromCents(order.couponPrice + order.svipDiscountPrice),
    deduction: fromCents(order.integralPrice),
    payMethod: PAY_METHODS[order.payType] ?? order.payType,
    payPrice: fromCents(order.payPrice),
    orderNo: order.orderNo,
    createTime: order.createTime,
    payTime: order.payTime ?? "",
    printTime: now(),
  };
}

interface Printer {
  id: number;
  printName: string;
  content: string;
}

/** The print job rows of one receipt, one per printer, each laid out by its printer. */
export async function receiptJobs(db: Db, order: OrderRecord, printers: Printer[], shopName: string, origin: string) {
  const data = await receiptOrder(db, order, shopName);
  const createTime = now();
  return printers.map((printer) => {
    const layout = layoutOf(printer.content);
    const content = receiptText(receiptLines({ ...layout, codeUrl: toMediaUrl(layout.codeUrl, origin) }, data));
    return { merId: order.merId, kind: "receipt", orderNo: order.orderNo, printerId: printer.id, printerName: printer.printName, content, createTime };
  });
}

/** Prints the receipt on each enabled printer; `origin` makes the promotion picture's address absolute. */
export async function printOrderReceipt(db: Db, order: OrderRecord, origin: string): Promise<void> {
  const merchant = await merchantById(db, order.merId);
  if (!merchant?.receiptPrintingSwitch) throw refused("小票打印未开启，请先在店铺设置中开启小票打印");
  if (order.paid !== 1) throw refused("订单未支付，不能打印小票");
  const printers = await db
    .selectFrom("merchantPrint")
    .select(["id", "printName", "content"])
    .where("merId", "=", order.merId)
    .where("status", "=", 1)
    .orderBy("id")
    .execute();
  if (!printers.length) throw refused("没有启用的小票打印机，请先添加并启用打印机");
  const jobs = await receiptJobs(db, order, printers, merchant.name, origin);
  await merchantScope(db, order.merId).transaction(async ({ db: trx }) => {
    for (const job of jobs) await trx.insertInto("printJob").values(job).execute();
  });
}
