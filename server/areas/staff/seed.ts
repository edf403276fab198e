/** Demo shop staff: four for merchant 1 (one disabled) and one for merchant 2, each linked to one of its customers. */
import type { Db } from "../../db/database.js";
import { formatDateTime } from "../../core/format.js";

const STAFF = [
  { merId: 1, name: "林晓燕", phone: "13805710001", role: "1,2,3,4,5,6", status: 1 },
  { merId: 1, name: "陈国栋", phone: "13905710002", role: "1,3", status: 1 },
  { merId: 1, name: "王丽", phone: "15005710003", role: "4,5", status: 1 },
  { merId: 1, name: "赵强", phone: "18605710004", role: "6", status: 0 },
  { merId: 2, name: "周婷", phone: "13600002222", role: "1,2", status: 1 },
];

const DAY_MS = 24 * 3600 * 1000;

export async function seedStaff(db: Db): Promise<void> {
  const customers = async (merId: number) =>
    (await db.selectFrom("merchantUser").select("uid").where("merId", "=", merId).orderBy("uid").execute()).map((r) => r.uid);
  // Merchant 2's staff is one of its own customers that merchant 1 does not share.
  const pool = new Map([
    [1, await customers(1)],
    [2, (await customers(2)).reverse()],
  ]);
  const nowMs = Date.now();
  await db
    .insertInto("merchantEmployee")
    .values(
      STAFF.map((s, i) => {
        const time = formatDateTime(new Date(nowMs - (30 - i * 6) * DAY_MS));
        return { ...s, uid: pool.get(s.merId)!.shift()!, avatar: "", createTime: time, updateTime: time };
      }),
    )
    .execute();
}
