/**
 * Hands a coupon to one customer (POST /coupon/user/receive, the endpoint the original
 * console's "send coupon" button lacked). One transaction; stock is taken with a conditional
 * UPDATE so concurrent hand-outs can never drive `last_total` below zero.
 */
import type { Db } from "../../db/database.js";
import { refused } from "../../core/errors.js";
import { formatDateTime, now } from "../../core/format.js";
import { merchantScope } from "../../core/route.js";
import { isCustomerOf } from "../customer/queries.js";
import { forUpdate } from "../../db/dialect.js";

const DAY_MS = 24 * 3600 * 1000;

export async function issueCoupon(db: Db, merId: number, couponId: number, uid: number): Promise<void> {
  await merchantScope(db, merId).transaction(async (mine) => {
    // Locked: hand-outs of one coupon run one after the other, each seeing who already holds it.
    const coupon = await mine.selectFrom("coupon").selectAll().where("id", "=", couponId).where("isDel", "=", 0).$call(forUpdate(mine.db)).executeTakeFirst();
    if (!coupon) throw refused("优惠券不存在");
    if (coupon.status !== 1) throw refused("优惠券已关闭");
    if (!(await isCustomerOf(mine.db, merId, uid))) throw refused("用户不存在");

    const at = new Date();
    const atText = formatDateTime(at);
    if (coupon.isTimeReceive === 1 && coupon.receiveStartTime && atText < coupon.receiveStartTime) {
      throw refused("优惠券未到领取时间");
    }
    if (coupon.isTimeReceive === 1 && coupon.receiveEndTime && atText > coupon.receiveEndTime) {
      throw refused("优惠券可领取时间已过");
    }
    if (coupon.isFixedTime === 1 && coupon.useEndTime && atText > coupon.useEndTime) throw refused("优惠券已过期");
    if (coupon.isRepeated !== 1) {
      const held = await mine.selectFrom("couponUser").select("id").where("couponId", "=", coupon.id).where("uid", "=", uid).executeTakeFirst();
      if (held) throw refused("该用户已领取过此优惠券");
    }

    // Limited: take one from the remaining stock, only while some is left. Unlimited: the
    // backend counts hand-outs in last_total instead.
    const taken = await mine
      .updateTable("coupon")
      .set((eb) => ({ lastTotal: coupon.isLimited === 1 ? eb("lastTotal", "-", 1) : eb("lastTotal", "+", 1) }))
      .where("id", "=", coupon.id)
      .$if(coupon.isLimited === 1, (q) => q.where("lastTotal", ">", 0))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw refused("优惠券已领完");

    const fixed = coupon.isFixedTime === 1 && coupon.useStartTime && coupon.useEndTime;
    await mine.db
      .insertInto("couponUser")
      .values({
        merId,
        couponId: coupon.id,
        uid,
        name: coupon.name,
        publisher: coupon.publisher,
        category: coupon.category,
        // Manual (1) or gift-on-purchase (2), as the coupon is.
        receiveType: coupon.receiveType,
        couponType: coupon.couponType,
        money: coupon.money,
        minPrice: coupon.minPrice,
        status: 0,
        startTime: fixed ? coupon.useStartTime! : atText,
        endTime: fixed ? coupon.useEndTime! : formatDateTime(new Date(at.getTime() + coupon.day * DAY_MS)),
        useTime: null,
        createTime: now(),
        updateTime: now(),
      })
      .execute();
  });
}
