/**
 * The platform courier list (real Chinese couriers with their 快递鸟-style codes and the
 * account each needs for e-sheets), couriers chosen by merchants 1 and 2, and delivery staff.
 */
import type { Db } from "../../db/database.js";
import { formatDateTime, now } from "../../core/format.js";

interface CourierSeed {
  code: string;
  name: string;
  /** Needs account / password / outlet for e-sheets. */
  needs: { account?: boolean; password?: boolean; net?: boolean };
  /** Usable for e-sheets. */
  elec: boolean;
}

const COURIERS: CourierSeed[] = [
  { code: "SF", name: "顺丰速运", needs: { account: true }, elec: true },
  { code: "ZTO", name: "中通快递", needs: { account: true, password: true }, elec: true },
  { code: "YTO", name: "圆通速递", needs: { account: true, password: true }, elec: true },
  { code: "YD", name: "韵达快递", needs: { account: true, password: true }, elec: true },
  { code: "STO", name: "申通快递", needs: { account: true, password: true, net: true }, elec: true },
  { code: "JD", name: "京东物流", needs: { account: true }, elec: true },
  { code: "YZPY", name: "邮政快递包裹", needs: { account: true, password: true }, elec: true },
  { code: "EMS", name: "EMS", needs: { account: true, password: true }, elec: true },
  { code: "JTSD", name: "极兔速递", needs: { account: true, password: true }, elec: true },
  { code: "DBL", name: "德邦快递", needs: { account: true }, elec: true },
  { code: "HTKY", name: "百世快递", needs: { account: true, password: true }, elec: false },
  { code: "HHTT", name: "天天快递", needs: {}, elec: false },
  { code: "UC", name: "优速快递", needs: { account: true, password: true }, elec: false },
  { code: "ZJS", name: "宅急送", needs: { account: true, password: true }, elec: false },
  { code: "ANE", name: "安能物流", needs: { account: true, password: true }, elec: false },
  { code: "KYSY", name: "跨越速运", needs: { account: true }, elec: false },
  { code: "ZTOKY", name: "中通快运", needs: { account: true, password: true }, elec: false },
  { code: "YMDD", name: "壹米滴答", needs: {}, elec: false },
  { code: "BTWL", name: "百世快运", needs: {}, elec: false },
  { code: "SURE", name: "速尔快递", needs: {}, elec: false },
  { code: "FWX", name: "丰网速运", needs: { account: true }, elec: false },
  { code: "ZYE", name: "众邮快递", needs: {}, elec: false },
];

interface RelationSeed {
  merId: number;
  code: string;
  account?: string;
  password?: string;
  netName?: string;
  isDefault?: boolean;
  isOpen?: boolean;
}

const RELATIONS: RelationSeed[] = [
  { merId: 1, code: "SF", account: "0571123456", isDefault: true },
  { merId: 1, code: "ZTO", account: "ZT88213", password: "zto@2024" },
  { merId: 1, code: "YTO", account: "YT55102", password: "yto#8812" },
  { merId: 1, code: "YD" },
  { merId: 1, code: "EMS" },
  { merId: 1, code: "JTSD", isOpen: false },
  { merId: 2, code: "SF", account: "0755987654", isDefault: true },
  { merId: 2, code: "YD", account: "YD30021", password: "yunda2024" },
];

const PERSONNEL = [
  { merId: 1, personnelName: "张师傅", personnelPhone: "13857112345", sort: 10 },
  { merId: 1, personnelName: "李建国", personnelPhone: "13967154321", sort: 8 },
  { merId: 1, personnelName: "王小虎", personnelPhone: "15088776655", sort: 5 },
  { merId: 1, personnelName: "陈丽", personnelPhone: "18768112233", sort: 0 },
  { merId: 2, personnelName: "周大勇", personnelPhone: "13600001111", sort: 0 },
  { merId: 2, personnelName: "吴敏", personnelPhone: "17712345678", sort: 0 },
];

const DAY_MS = 24 * 3600 * 1000;

export async function seedExpress(db: Db): Promise<void> {
  const time = now();
  await db
    .insertInto("express")
    .values(
      COURIERS.map((c, i) => ({
        code: c.code,
        name: c.name,
        partnerId: c.needs.account ? 1 : 0,
        partnerKey: c.needs.password ? 1 : 0,
        net: c.needs.net ? 1 : 0,
        sort: COURIERS.length - i,
        isShow: 1,
        status: c.elec ? 1 : 0,
        createTime: time,
        updateTime: time,
      })),
    )
    .execute();
  const ids = new Map((await db.selectFrom("express").select(["id", "code"]).execute()).map((r) => [r.code, r.id]));
  await db
    .insertInto("merchantExpress")
    .values(
      RELATIONS.map((r) => ({
        merId: r.merId,
        expressId: ids.get(r.code)!,
        account: r.account ?? "",
        password: r.password ?? "",
        netName: r.netName ?? "",
        isDefault: r.isDefault ? 1 : 0,
        isOpen: r.isOpen === false ? 0 : 1,
        isDelete: 0,
        createTime: time,
        updateTime: time,
      })),
    )
    .execute();
  const nowMs = Date.now();
  await db
    .insertInto("deliveryPersonnel")
    .values(
      PERSONNEL.map((p, i) => {
        const created = formatDateTime(new Date(nowMs - (i * 11 + 1) * DAY_MS));
        return { ...p, isDel: 0, createTime: created, updateTime: created };
      }),
    )
    .execute();
}
