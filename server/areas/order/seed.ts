/**
 * Demo orders of merchants 1 and 2 (seedPlan.ts), bought by the seeded customers from the seeded
 * products at their SKUs' prices, with used coupons, shipments, history and after-sales.
 * Deterministic (seeded PRNG); dates relative to now, today's and yesterday's on that GMT+8 day.
 */
import type { Insertable } from "kysely";
import type { Db } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import { CHINA_OFFSET_MS, formatDateTime } from "../../core/format.js";
import { seededRandom, type Random } from "../product/seedRandom.js";
import { orderNumber, refundNumber, shareOf } from "./numbers.js";
import { MERCHANT_ONE_STORIES, MERCHANT_TWO_STORIES, REFUND_EXPLAINS, REFUND_REASONS, USER_REMARKS, type OrderStory, type RefundStory } from "./seedPlan.js";

const DAY_MS = 24 * 3600 * 1000;
const MINUTE_MS = 60 * 1000;
const PAY_TYPES: Array<[string, string]> = [["weixin", "mini"], ["weixin", "public"], ["weixin", "mini"], ["alipay", "alipay"], ["yue", "yue"], ["weixin", "h5"]];
const POSTAGES = [0, 0, 0, 600, 1000, 800];

interface Sku {
  productId: number;
  productName: string;
  productType: number;
  attrValueId: number;
  sku: string;
  price: number;
  vipPrice: number;
  image: string;
  weight: number;
  volume: number;
}
interface Shopper {
  uid: number;
  nickname: string;
  realName: string;
  phone: string;
  address: string;
}
interface Courier {
  code: string;
  name: string;
}
interface Carrier {
  name: string;
  phone: string;
}
interface Context {
  db: Db;
  rand: Random;
  merId: number;
  skus: Sku[];
  shoppers: Shopper[];
  couriers: Courier[];
  carriers: Carrier[];
  /** Used coupon claims not yet tied to an order. */
  coupons: Array<{ id: number; uid: number; money: number }>;
  /** The merchant's default address, where returns are sent (address area, seeded first). */
  returnAddress: { id: number; receiverName: string; receiverPhone: string; detail: string };
  serial: number;
}

type LineRow = Insertable<DB["orderDetail"]>;

export async function seedOrders(db: Db): Promise<void> {
  const rand = seededRandom(20240907);
  const couriers = await db
    .selectFrom("express")
    .select(["code", "name"])
    .where("isShow", "=", 1)
    .orderBy("sort", "desc")
    .limit(6)
    .execute();
  let serial = 1;
  for (const [merId, stories] of [[1, MERCHANT_ONE_STORIES], [2, MERCHANT_TWO_STORIES]] as const) {
    const ctx: Context = { db, rand, merId, couriers, serial, ...(await merchantData(db, merId)) };
    const ordered = stories.map((story, index) => ({ story, index })).sort((a, b) => b.story.ageDays - a.story.ageDays);
    for (const { story } of ordered) await seedOrder(ctx, story);
    serial = ctx.serial;
  }
}

async function merchantData(db: Db, merId: number) {
  const skus = await db
    .selectFrom("product as p")
    .innerJoin("productAttrValue as v", "v.productId", "p.id")
    .select([
      "p.id as productId",
      "p.name as productName",
      "p.type as productType",
      "v.id as attrValueId",
      "v.sku",
      "v.price",
      "v.vipPrice",
      "v.image",
      "v.weight",
      "v.volume",
    ])
    .where("p.merId", "=", merId)
    .where("p.isDel", "=", 0)
    .where("p.isRecycle", "=", 0)
    .where("p.auditStatus", "in", [0, 2])
    .where("p.type", "in", [0, 2])
    .orderBy("v.id")
    .execute();
  const shoppers = await db
    .selectFrom("merchantUser as m")
    .innerJoin("user as u", "u.id", "m.uid")
    .select(["u.id as uid", "u.nickname", "u.realName", "u.phone", "u.province", "u.city", "u.district", "u.address"])
    .where("m.merId", "=", merId)
    .orderBy("u.id")
    .execute();
  const carriers = await db
    .selectFrom("deliveryPersonnel")
    .select(["personnelName as name", "personnelPhone as phone"])
    .where("merId", "=", merId)
    .where("isDel", "=", 0)
    .execute();
  const coupons = await db
    .selectFrom("couponUser")
    .select(["id", "uid", "money"])
    .where("merId", "=", merId)
    .where("status", "=", 1)
    .orderBy("id")
    .execute();
  const returnAddress = await db
    .selectFrom("merchantAddress")
    .select(["id", "receiverName", "receiverPhone", "detail"])
    .where("merId", "=", merId)
    .where("isDefault", "=", 1)
    .executeTakeFirst();
  if (!skus.length || !shoppers.length) throw new Error(`order seed: merchant ${merId} has no products or customers`);
  if (!returnAddress) throw new Error(`order seed: merchant ${merId} has no default address`);
  return {
    skus,
    coupons,
    returnAddress,
    carriers: carriers.length ? carriers : [{ name: "店长", phone: "13800000000" }],
    shoppers: shoppers.map((u) => ({
      uid: u.uid,
      nickname: u.nickname,
      realName: u.realName || u.nickname,
      phone: u.phone,
      address: `${u.province} ${u.city} ${u.district} ${u.address}`,
    })),
  };
}

/** When the order was placed: `ageDays` GMT+8 days ago, never later than now nor on another day. */
function placedAt(rand: Random, ageDays: number): Date {
  const nowMs = Date.now();
  const intoToday = (nowMs + CHINA_OFFSET_MS) % DAY_MS;
  const back = Math.floor(rand.next() * Math.max(intoToday - MINUTE_MS * 20, 1));
  return new Date(nowMs - ageDays * DAY_MS - (ageDays === 0 ? back : Math.min(back, intoToday - 1)));
}

/** A moment between `from` and now, `fraction` of the way. */
const between = (from: Date, fraction: number) => new Date(from.getTime() + Math.floor((Date.now() - from.getTime()) * fraction));

/** The steps of a refund from `at` on: half an hour apart, closer together when now is nearer, never later than now. */
const stepTimes = (at: Date, count: number): Date[] => {
  const gap = Math.min(30 * MINUTE_MS, Math.floor((Date.now() - at.getTime()) / Math.max(count, 1)));
  return Array.from({ length: count }, (_, i) => new Date(at.getTime() + i * gap));
};

/** The history a refund order of each status has behind it; a direct refund is one merchant step. */
const refundSteps = (status: number, direct: boolean) => (direct ? [["refund", "商家直接退款"]] : REFUND_HISTORY[status]!);

async function seedOrder(ctx: Context, story: OrderStory): Promise<void> {
  const { db, rand, merId } = ctx;
  const created = placedAt(rand, story.ageDays);
  const createTime = formatDateTime(created);
  const shippingType = story.shippingType ?? 1;
  const virtual = shippingType === 3;
  const pool = ctx.skus.filter((s) => (virtual ? s.productType === 2 : s.productType === 0));
  const skus = rand.some(pool.length ? pool : ctx.skus, story.lines);
  const coupon = story.withCoupon ? ctx.coupons.shift() : undefined;
  const shopper = coupon ? (ctx.shoppers.find((u) => u.uid === coupon.uid) ?? rand.pick(ctx.shoppers)) : rand.pick(ctx.shoppers);
  const orderNo = orderNumber(created, ctx.serial++);
  const paid = story.stage !== "unpaid" && story.stage !== "cancelled";
  const paidAt = paid ? new Date(Math.min(Date.now(), created.getTime() + rand.int(1, 15) * MINUTE_MS)) : null;
  const payTime = paidAt ? formatDateTime(paidAt) : null;
  const [payType, payChannel] = paid ? rand.pick(PAY_TYPES) : ["", ""];
  const postage = virtual || shippingType === 2 ? 0 : rand.pick(POSTAGES);

  const quantities = skus.map(() => (rand.chance(0.7) ? 1 : rand.int(2, 3)));
  const proTotal = skus.reduce((sum, s, i) => sum + s.price * quantities[i]!, 0);
  const couponPrice = coupon ? Math.min(coupon.money, Math.floor(proTotal / 2)) : 0;
  const lines: LineRow[] = skus.map((s, i) => {
    const lineTotal = s.price * quantities[i]!;
    const lineCoupon = i === skus.length - 1 ? couponPrice - skus.slice(0, i).reduce((sum, o, j) => sum + Math.floor((couponPrice * o.price * quantities[j]!) / proTotal), 0) : Math.floor((couponPrice * lineTotal) / proTotal);
    return {
      orderNo,
      merId,
      uid: shopper.uid,
      productId: s.productId,
      productName: s.productName,
      image: s.image,
      attrValueId: s.attrValueId,
      sku: s.sku,
      price: s.price,
      vipPrice: s.vipPrice,
      payPrice: lineTotal - lineCoupon + (i === 0 ? postage : 0),
      payNum: quantities[i]!,
      weight: s.weight,
      volume: s.volume,
      couponPrice: lineCoupon,
      merCouponPrice: lineCoupon,
      freightFee: i === 0 ? postage : 0,
      gainIntegral: Math.floor((lineTotal - lineCoupon) / 100),
      productType: s.productType,
      isReply: story.stage === "complete" && rand.chance(0.5) ? 1 : 0,
      isReceipt: ["received", "complete", "verified"].includes(story.stage) ? 1 : 0,
      createTime,
      updateTime: createTime,
    };
  });
  const payPrice = proTotal + postage - couponPrice;

  const history: Array<[string, string, Date]> = [["create", "订单生成", created]];
  if (paidAt) history.push(["pay_success", "订单支付成功", paidAt]);
  const status = { unpaid: 0, cancelled: 9, awaitShipment: 1, partlyShipped: 2, awaitVerification: 3, awaitReceipt: 4, received: 5, complete: 6, verified: 5 }[story.stage];
  const updated = between(created, 0.5);
  if (story.stage === "cancelled") history.push(["cancel", story.cancelStatus === 1 ? "到期未支付系统自动取消" : "用户取消订单", updated]);

  // Shipments: everything for shipped stages, the first line only for a partial one.
  const shipped = ["partlyShipped", "awaitReceipt", "received", "complete"].includes(story.stage) && shippingType === 1;
  if (shipped || (virtual && ["awaitReceipt", "received", "complete"].includes(story.stage))) {
    const shipLines = story.stage === "partlyShipped" ? [0] : lines.map((_, i) => i);
    for (const i of shipLines) lines[i]!.deliveryNum = lines[i]!.payNum;
    history.push([story.stage === "partlyShipped" ? "split_delivery" : "delivery", story.stage === "partlyShipped" ? "订单部分发货" : "订单发货", between(created, 0.3)]);
  }
  if (["received", "complete"].includes(story.stage)) history.push(["take_delivery", "用户已收货", between(created, 0.6)]);
  if (story.stage === "complete") history.push(["complete", "订单已完成", between(created, 0.8)]);
  const verifyCode = shippingType === 2 ? String(rand.int(10_000_000, 99_999_999)) : "";
  const verifyTime = story.stage === "verified" ? formatDateTime(between(created, 0.4)) : null;
  if (verifyTime) history.push(["verification", "订单核销成功", between(created, 0.4)]);

  // After-sales: pending requests hold units, finished refunds take units and money back.
  const refunds: Array<RefundStory & { direct: boolean }> = story.directRefundAll
    ? lines.map((_, line) => ({ status: 3, afterSalesType: 1 as const, line, direct: true }))
    : (story.refunds ?? []).map((r) => ({ ...r, direct: false }));
  const refundRows: Array<{ row: Insertable<DB["refundOrder"]>; line: LineRow; lineIndex: number; num: number; price: number; steps: Date[] }> = [];
  for (const r of refunds) {
    const lineIndex = Math.min(r.line ?? 0, lines.length - 1);
    const line = lines[lineIndex]!;
    const num = Math.min(r.num ?? line.payNum, line.payNum);
    const price = shareOf(line.payPrice, num, line.payNum, line.refundPrice ?? 0, line.refundNum ?? 0);
    // Asked for (or, directly, refunded) after the payment: a recent order's payment may come later than 0.7 of its age.
    const at = new Date(Math.max(between(created, 0.7).getTime(), paidAt?.getTime() ?? 0));
    const steps = stepTimes(at, refundSteps(r.status, r.direct).length);
    const last = steps[steps.length - 1]!;
    if ([0, 2, 4, 5].includes(r.status)) line.applyRefundNum = (line.applyRefundNum ?? 0) + num;
    if (r.status === 3) {
      line.refundNum = (line.refundNum ?? 0) + num;
      line.refundPrice = (line.refundPrice ?? 0) + price;
    }
    const returning = r.afterSalesType === 2 && [4, 5].includes(r.status);
    refundRows.push({
      line,
      lineIndex,
      num,
      price,
      steps,
      row: {
        refundOrderNo: refundNumber(at, ctx.serial++),
        orderNo,
        merId,
        uid: shopper.uid,
        refundStatus: r.status,
        refundPrice: price,
        afterSalesType: r.afterSalesType,
        returnGoodsType: r.afterSalesType === 2 ? 1 : 0,
        isUserRevoke: r.status === 6 ? 1 : 0,
        promoterType: r.direct ? "merchant" : "user",
        refundReasonWap: r.direct ? "商家直接退款" : rand.pick(REFUND_REASONS),
        refundReasonWapExplain: r.direct ? "" : rand.pick(REFUND_EXPLAINS),
        refundReason: r.status === 1 ? "商品已签收且无质量问题，不支持退款" : "",
        merAddressId: returning ? ctx.returnAddress.id : 0,
        receiver: returning ? ctx.returnAddress.receiverName : "",
        receiverPhone: returning ? ctx.returnAddress.receiverPhone : "",
        receiverAddressDetail: returning ? ctx.returnAddress.detail : "",
        expressName: r.status === 5 ? "中通快递" : "",
        trackingNumber: r.status === 5 ? `7531${String(rand.int(10_000_000, 99_999_999))}` : "",
        telephone: r.status === 5 ? shopper.phone : "",
        // Refunded at its last step (the merchant's refund step, or the platform's).
        refundTime: r.status === 3 ? formatDateTime(last) : null,
        createTime: formatDateTime(at),
        updateTime: formatDateTime(last),
      },
    });
  }
  const refundedAll = lines.every((l) => (l.refundNum ?? 0) >= l.payNum);
  const refundedSome = lines.some((l) => (l.refundNum ?? 0) > 0);
  const requested = refundRows.some((r) => [0, 2, 4, 5].includes(r.row.refundStatus!));
  const refundStatus = refundedAll ? 3 : requested ? 1 : refundedSome ? 2 : 0;
  const refundedAt = new Date(Math.max(0, ...refundRows.filter((r) => r.row.refundStatus === 3).map((r) => r.steps[r.steps.length - 1]!.getTime())));
  if (refundedAll) history.push(["refund_price", "订单已全额退款", refundedAt]);
  else if (refundedSome) history.push(["refund_price", "订单部分退款", refundedAt]);

  await db
    .insertInto("merchantOrder")
    .values({
      merId,
      orderNo,
      uid: shopper.uid,
      totalNum: quantities.reduce((a, b) => a + b, 0),
      proTotalPrice: proTotal,
      totalPostage: postage,
      totalPrice: proTotal + postage,
      couponId: coupon?.id ?? 0,
      couponPrice,
      merCouponPrice: couponPrice,
      payPrice,
      payPostage: postage,
      paid: paid ? 1 : 0,
      payTime,
      payType,
      payChannel,
      outTradeNo: paid ? `wx${orderNo.slice(2)}` : "",
      status: status!,
      refundStatus,
      cancelStatus: story.cancelStatus ?? 0,
      isUserDel: story.userDeleted ? 1 : 0,
      secondType: virtual ? 2 : 0,
      shippingType,
      realName: shopper.realName,
      userPhone: shopper.phone,
      userAddress: shippingType === 1 ? shopper.address : "",
      userRemark: story.userRemark ?? rand.pick(USER_REMARKS),
      merchantRemark: story.merchantRemark ?? "",
      gainIntegral: paid ? Math.floor(payPrice / 100) : 0,
      verifyCode,
      verifyTime,
      isSplitDelivery: story.stage === "partlyShipped" ? 1 : 0,
      receivingTime: ["received", "complete"].includes(story.stage) ? formatDateTime(between(created, 0.6)) : null,
      createTime,
      updateTime: formatDateTime(updated),
    })
    .execute();
  const detailIds: number[] = [];
  for (const line of lines) {
    const { id } = await db.insertInto("orderDetail").values(line).returning("id").executeTakeFirstOrThrow();
    detailIds.push(id);
  }
  if (shipped || (virtual && lines.some((l) => l.deliveryNum))) await seedShipment(ctx, story, orderNo, shopper.uid, lines, detailIds, between(created, 0.3));
  await db
    .insertInto("orderStatus")
    .values(history.sort((a, b) => a[2].getTime() - b[2].getTime()).map(([changeType, changeMessage, at]) => ({ orderNo, changeType, changeMessage, createTime: formatDateTime(at) })))
    .execute();
  for (const r of refundRows) await seedRefund(db, r.row, r.line, detailIds[r.lineIndex]!, r.num, r.price, r.steps);
}

async function seedShipment(ctx: Context, story: OrderStory, orderNo: string, uid: number, lines: LineRow[], detailIds: number[], at: Date) {
  const { db, rand, merId } = ctx;
  const time = formatDateTime(at);
  const delivery = story.shippingType === 3 ? "noNeed" : (story.delivery ?? "express");
  const courier = rand.pick(ctx.couriers);
  const carrier = rand.pick(ctx.carriers);
  const shippedLines = lines.map((line, i) => ({ line, id: detailIds[i]! })).filter((l) => (l.line.deliveryNum ?? 0) > 0);
  const { id: invoiceId } = await db
    .insertInto("orderInvoice")
    .values({
      orderNo,
      merId,
      uid,
      trackingNumber: delivery === "express" ? `${courier.code === "SF" ? "SF" : "78"}${String(rand.int(100_000_000, 999_999_999))}${rand.int(100, 999)}` : "",
      expressName: delivery === "express" ? courier.name : "",
      expressCode: delivery === "express" ? courier.code : "",
      totalNum: shippedLines.reduce((sum, l) => sum + (l.line.deliveryNum ?? 0), 0),
      deliveryMark: delivery === "noNeed" ? "虚拟商品，已通过短信发送" : "",
      deliveryCarrier: delivery === "merchant" ? carrier.name : "",
      carrierPhone: delivery === "merchant" ? carrier.phone : "",
      deliveryType: delivery,
      expressRecordType: delivery === "express" ? "1" : "",
      createTime: time,
      updateTime: time,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("orderInvoiceDetail")
    .values(
      shippedLines.map(({ line, id }) => ({
        invoiceId,
        orderDetailId: id,
        productId: line.productId,
        productName: line.productName,
        image: line.image ?? "",
        attrValueId: line.attrValueId,
        sku: line.sku ?? "",
        num: line.deliveryNum ?? 0,
        createTime: time,
        updateTime: time,
      })),
    )
    .execute();
}

/** The history a refund order of each status has behind it. */
const REFUND_HISTORY: Record<number, Array<[string, string]>> = {
  0: [["apply", "用户申请退款"]],
  1: [["apply", "用户申请退款"], ["audit", "商家拒绝退款"]],
  2: [["apply", "用户申请退款"], ["audit", "商家同意退款"]],
  3: [["apply", "用户申请退款"], ["audit", "商家同意退款"], ["refund", "退款成功"]],
  4: [["apply", "用户申请退货退款"], ["audit", "商家同意退货退款，等待用户退货"]],
  5: [["apply", "用户申请退货退款"], ["audit", "商家同意退货退款，等待用户退货"], ["returning", "用户已退货"]],
  6: [["apply", "用户申请退款"], ["revoke", "用户撤销退款申请"]],
};

async function seedRefund(db: Db, row: Insertable<DB["refundOrder"]>, line: LineRow, orderDetailId: number, num: number, price: number, times: Date[]) {
  const time = formatDateTime(times[0]!);
  await db.insertInto("refundOrder").values(row).execute();
  await db
    .insertInto("refundOrderInfo")
    .values({
      refundOrderNo: row.refundOrderNo,
      merId: row.merId,
      orderDetailId,
      productId: line.productId,
      productName: line.productName,
      image: line.image ?? "",
      attrValueId: line.attrValueId,
      sku: line.sku ?? "",
      price: line.price,
      payPrice: line.payPrice,
      payNum: line.payNum,
      productType: line.productType ?? 0,
      applyRefundNum: num,
      refundPrice: price,
      merchantRefundPrice: price,
      createTime: time,
      updateTime: time,
    })
    .execute();
  const steps = refundSteps(row.refundStatus ?? 0, row.promoterType === "merchant");
  await db
    .insertInto("refundOrderStatus")
    .values(steps.map(([changeType, changeMessage], i) => ({ refundOrderNo: row.refundOrderNo, changeType: changeType!, changeMessage: changeMessage!, createTime: formatDateTime(times[i]!) })))
    .execute();
}
