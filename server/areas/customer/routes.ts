/** The merchant's customers (contract §3.13): list and detail. */
import type { Selectable } from "kysely";
import { COUNT_BESIDE_PAGE, readPage } from "../../core/paging.js";
import { refused } from "../../core/errors.js";
import { fromCents } from "../../core/format.js";
import { requestOrigin, toMediaUrl } from "../../core/media.js";
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import { idParams } from "../../core/validate.js";
import type { CustomerTables } from "./tables.js";
import { customerSearchSchema, type CustomerDetail, type CustomerRow } from "./contract.js";
import { customersOf, filterCustomers } from "./queries.js";
import { gradeOfLevel } from "./levels.js";

type UserRow = Selectable<CustomerTables["user"]> & { spreadName: string | null };

/** A user row as `UserResponse`; a stored avatar path becomes an absolute URL (contract §1.6). */
const toRow = (u: UserRow, origin: string): CustomerRow => ({
  id: u.id,
  tagId: u.tagId,
  nickname: u.nickname,
  avatar: toMediaUrl(u.avatar, origin),
  sex: u.sex,
  birthday: u.birthday,
  country: u.country,
  province: u.province,
  city: u.city,
  phone: u.phone,
  status: u.status === 1,
  registerType: u.registerType,
  isWechatPublic: u.isWechatPublic === 1,
  isWechatRoutine: u.isWechatRoutine === 1,
  isPromoter: u.isPromoter === 1,
  mark: u.mark,
  integral: u.integral,
  nowMoney: fromCents(u.nowMoney),
  createTime: u.createTime,
  lastLoginTime: u.lastLoginTime,
  spreadUid: u.spreadUid,
  spreadName: u.spreadName ?? "",
  isLogoff: u.isLogoff === 1,
});

const toDetail = (u: UserRow, origin: string): CustomerDetail => ({
  ...toRow(u, origin),
  account: u.account,
  realName: u.realName,
  district: u.district,
  address: u.address,
  experience: u.experience,
  brokeragePrice: fromCents(u.brokeragePrice),
  level: u.level,
  signNum: u.signNum,
  isWechatIos: u.isWechatIos === 1,
  isWechatAndroid: u.isWechatAndroid === 1,
  isBindingIos: u.isBindingIos === 1,
  payCount: u.payCount,
  promoterTime: u.promoterTime,
  spreadTime: u.spreadTime,
  spreadCount: u.spreadCount,
  addIp: u.addIp,
  lastIp: u.lastIp,
  logoffTime: u.logoffTime,
  grade: gradeOfLevel(u.level),
  isPaidMember: u.isPaidMember === 1,
  isPermanentPaidMember: u.isPermanentPaidMember === 1,
  paidMemberExpirationTime: u.paidMemberExpirationTime,
});

export const customerRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/user/list",
    authority: "merchant:user:page:list",
    schema: { query: customerSearchSchema },
    handler: async ({ db, mine, query, request }) => {
      const base = await filterCustomers(db, customersOf(mine), query);
      return readPage(
        base,
        query,
        (q) => q.selectAll("user").select("spread.nickname as spreadName").orderBy("merchantUser.createTime", "desc").orderBy("user.id", "desc"),
        (rows) => {
          const origin = requestOrigin(request);
          return rows.map((r) => toRow(r, origin));
        },
        // A search by name, phone or id finds a few customers: counted beside them.
        query.content ? COUNT_BESIDE_PAGE : undefined,
      );
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/user/detail/:id",
    authority: "merchant:user:detail",
    schema: { params: idParams },
    handler: async ({ mine, params, request }): Promise<CustomerDetail> => {
      const row = await customersOf(mine)
        .selectAll("user")
        .select("spread.nickname as spreadName")
        .where("user.id", "=", params.id)
        .executeTakeFirst();
      if (!row) throw refused("用户不存在");
      return toDetail(row, requestOrigin(request));
    },
  }),
];
