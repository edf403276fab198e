/** Demo addresses: merchant 1's after-sales desk (the default, as the seeded returns name it), two more; merchant 2's two. */
import type { Db } from "../../db/database.js";
import { now } from "../../core/format.js";

const ADDRESSES = [
  { merId: 1, receiverName: "售后部", receiverPhone: "13857188866", detail: "浙江省 杭州市 余杭区 文一西路998号 售后仓", isDefault: 1, isShow: 1 },
  { merId: 1, receiverName: "王店长", receiverPhone: "13967100002", detail: "浙江省 杭州市 西湖区 文三路478号 华星时代广场A座12楼", isDefault: 0, isShow: 1 },
  { merId: 1, receiverName: "门店自提点", receiverPhone: "15088700003", detail: "浙江省 杭州市 上城区 延安路98号 1楼", isDefault: 0, isShow: 0 },
  { merId: 2, receiverName: "周店长", receiverPhone: "13600002222", detail: "上海市 徐汇区 漕溪北路88号 青禾生活馆", isDefault: 1, isShow: 1 },
  { merId: 2, receiverName: "吴敏", receiverPhone: "17712345678", detail: "上海市 闵行区 莘庄镇 沪闵路6088号 仓库", isDefault: 0, isShow: 1 },
];

export async function seedAddresses(db: Db): Promise<void> {
  const time = now();
  await db
    .insertInto("merchantAddress")
    .values(ADDRESSES.map((a) => ({ ...a, createTime: time, updateTime: time })))
    .execute();
}
