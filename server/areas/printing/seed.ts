/**
 * Demo printers (merchant 1: a Yilianyun printer in use with its own layout and a Feie printer
 * switched off; merchant 2: one Feie printer), merchant 1's e-sheet settings, and two receipts
 * merchant 1 already printed.
 */
import type { Db } from "../../db/database.js";
import { now } from "../../core/format.js";
import { DEFAULT_RECEIPT_LAYOUT, type ReceiptLayout } from "../../shared/receiptLayout.js";
import { receiptJobs } from "./receipt.js";

const FRONT_DESK_LAYOUT: ReceiptLayout = {
  ...DEFAULT_RECEIPT_LAYOUT,
  orderInfo: [1, 2, 3],
  bottomNoticeSwitch: 1,
  bottomNotice: "感谢惠顾，欢迎再次光临！",
};

const blank = { printYlyAppid: "", printYlyUserid: "", printYlySec: "", printYlyMerchineNo: "", printYlyStatus: 0, printFeName: "", printFeUser: "", printFeUkey: "", printFeSn: "" };

const PRINTERS = [
  {
    ...blank,
    merId: 1,
    printType: 0,
    printName: "前台小票机",
    printYlyAppid: "1089362741",
    printYlyUserid: "68315",
    printYlySec: "a3f5c2e9b8d147f0a6c2e5d8b1f4a7c3",
    printYlyMerchineNo: "4004612345",
    status: 1,
    content: JSON.stringify(FRONT_DESK_LAYOUT),
  },
  { ...blank, merId: 1, printType: 1, printName: "仓库飞鹅打印机", printFeName: "仓库", printFeUser: "crmeb_demo@163.com", printFeUkey: "kY7hG2pQ9xLm4TzR", printFeSn: "918510432", status: 0, content: "" },
  { ...blank, merId: 2, printType: 1, printName: "收银台打印机", printFeName: "收银台", printFeUser: "qinghe@126.com", printFeUkey: "Wm3Vb8Lc1Nq5Xz7D", printFeSn: "918520761", status: 1, content: "" },
];

export async function seedPrinting(db: Db): Promise<void> {
  const time = now();
  await db
    .insertInto("merchantPrint")
    .values(PRINTERS.map((p) => ({ ...p, createTime: time, updateTime: time })))
    .execute();
  await db
    .insertInto("merchantElect")
    .values({ merId: 1, op: 0, cloudPrintNo: "", senderAddr: "浙江省杭州市余杭区文一西路998号 发货仓", senderUsername: "仓储部", senderPhone: "0571-88886666", createTime: time, updateTime: time })
    .execute();

  const merchant = await db.selectFrom("merchant").select("name").where("id", "=", 1).executeTakeFirstOrThrow();
  const printer = await db.selectFrom("merchantPrint").select(["id", "printName", "content"]).where("merId", "=", 1).where("status", "=", 1).executeTakeFirstOrThrow();
  const orders = await db.selectFrom("merchantOrder").selectAll().where("merId", "=", 1).where("paid", "=", 1).orderBy("id").limit(2).execute();
  for (const order of orders) {
    for (const job of await receiptJobs(db, order, [printer], merchant.name, "")) await db.insertInto("printJob").values(job).execute();
  }
}
