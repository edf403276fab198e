/** A few past sensitive operations, so the log page is not empty on a fresh database. */
import type { Db } from "../../db/database.js";
import { formatDateTime } from "../../core/format.js";

const hoursAgo = (h: number) => formatDateTime(new Date(Date.now() - h * 3600 * 1000));

export async function seedSensitiveLog(db: Db): Promise<void> {
  const admins = await db.selectFrom("admin").select(["id", "merId", "account"]).where("account", "in", ["merchant1", "merchant2"]).execute();
  const owner = (merId: number) => admins.find((a) => a.merId === merId)!;
  const row = (merId: number, h: number, entry: { description: string; methodType: string; method: string; url: string; requestParam: string; status?: number; errorMsg?: string }) => ({
    merId,
    adminId: owner(merId).id,
    adminAccount: owner(merId).account,
    requestMethod: "POST",
    ip: "127.0.0.1",
    result: entry.status ? "" : '{"code":200,"message":null,"data":null}',
    status: 0,
    errorMsg: "",
    createTime: hoursAgo(h),
    ...entry,
  });
  await db
    .insertInto("sensitiveLog")
    .values([
      row(1, 72, { description: "新增优惠券", methodType: "ADD", method: "couponSave", url: "/api/admin/merchant/coupon/save", requestParam: '{"name":"满100减10","money":"10.00","minPrice":"100.00"}' }),
      row(1, 48, { description: "商户端商户配置信息编辑", methodType: "UPDATE", method: "configInfoEdit", url: "/api/admin/merchant/config/info/edit", requestParam: '{"alertStock":10,"serviceType":"phone","servicePhone":"400-8888-794"}' }),
      row(1, 26, {
        description: "商户删除订单",
        methodType: "DELETE",
        method: "orderDelete",
        url: "/api/admin/merchant/order/delete/SN202401010001",
        requestParam: '{"orderNo":"SN202401010001"}',
        status: 1,
        errorMsg: "用户未删除的订单，商户无法删除",
      }),
      row(2, 30, { description: "商户端商户开关", methodType: "UPDATE", method: "switchUpdate", url: "/api/admin/merchant/switch/update", requestParam: "{}" }),
    ])
    .execute();
}
