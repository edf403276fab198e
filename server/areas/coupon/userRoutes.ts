/**
 * Claimed coupons (contract §3.8 user/list) and the hand-out: an extension, since a CRMEB
 * backend has no merchant endpoint to give a coupon (contract §3.8, §9).
 */
import { COUNT_BESIDE_PAGE, readPage } from "../../core/paging.js";
import { now } from "../../core/format.js";
import { matchesIndexed } from "../../core/indexedSearch.js";
import { requestOrigin, toMediaUrl } from "../../core/media.js";
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import { couponReceiveSchema, couponUserSearchSchema, type CouponUserRow } from "./contract.js";
import { issueCoupon } from "./issue.js";
import { yuan } from "./views.js";

const UNUSED = 0;
const EXPIRED = 2;

export const couponUserRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/coupon/user/list",
    authority: "merchant:coupon:user:page:list",
    schema: { query: couponUserSearchSchema },
    handler: async ({ db, mine, query, request }) => {
      const at = now();
      const origin = requestOrigin(request);
      let base = mine.selectFrom("couponUser").leftJoin("user", "user.id", "couponUser.uid");
      if (query.uid !== undefined) base = base.where("couponUser.uid", "=", query.uid);
      if (query.name) base = base.where("couponUser.name", "like", `%${query.name}%`);
      // The shopper's nickname through the user table's trigram index (its `%` and `_` stay wildcards).
      if (query.nickname) base = base.where((await matchesIndexed(db, "user", ["nickname"], `%${query.nickname}%`)).where);
      // An unused coupon past its end time is expired even before anything rewrites its status.
      if (query.status === UNUSED) base = base.where("couponUser.status", "=", UNUSED).where("couponUser.endTime", ">=", at);
      else if (query.status === EXPIRED) {
        base = base.where((eb) =>
          eb.or([
            eb("couponUser.status", "=", EXPIRED),
            eb.and([eb("couponUser.status", "=", UNUSED), eb("couponUser.endTime", "<", at)]),
          ]),
        );
      } else if (query.status !== undefined) base = base.where("couponUser.status", "=", query.status);
      return readPage(
        base,
        query,
        (q) =>
          q
            .select([
              "couponUser.id",
              "couponUser.uid",
              "couponUser.name",
              "couponUser.category",
              "couponUser.receiveType",
              "couponUser.money",
              "couponUser.minPrice",
              "couponUser.status",
              "couponUser.startTime",
              "couponUser.endTime",
              "couponUser.useTime",
              "couponUser.createTime",
              "user.nickname",
              "user.avatar",
            ])
            .orderBy("couponUser.id", "desc"),
        (rows): CouponUserRow[] =>
rows.map((r) => ({
            ...r,
            money: yuan(r.money),
            minPrice: yuan(r.minPrice),
            status: r.status === UNUSED && r.endTime < at ? EXPIRED : r.status,
            nickname: r.nickname ?? "",
            avatar: toMediaUrl(r.avatar ?? "", origin),
          })),
        // One shopper's claims are few: counted beside them (a coupon's name may match most claims).
        query.nickname || query.uid !== undefined ? COUNT_BESIDE_PAGE : undefined,
      );
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/coupon/user/receive",
    authority: "admin:coupon:user:receive",
    extension: true,
    schema: { body: couponReceiveSchema },
    handler: async ({ db, mine, body }) => {
      await issueCoupon(db, mine.merId, body.couponId, body.uid);
      return null;
    },
  }),
];
