/**
 * Electronic waybills (contract §3.10 templates, §3.11 shipping with expressRecordType "2",
 * §3.21 settings). The e-sheet provider is simulated: it lists two templates per e-sheet courier
 * and hands out waybill numbers; the printed sheet is kept as a print job.
 */
import { randomInt } from "node:crypto";
import type { Db } from "../../db/database.js";
import { merchantById } from "../../core/accounts.js";
import { refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import type { OrderRecord } from "../order/serialize.js";
import type { ESheetTemplate, ESheetTemplateAnswer } from "./contract.js";
import { center, RECEIPT_WIDTH } from "./receiptText.js";

const SHEETS = [
  { size: "76130", title: "76×130 二联单" },
  { size: "100180", title: "100×180 一联单" },
] as const;

/** The merchant's e-sheet settings, or undefined before they were saved. */
export const electOf = (db: Db, merId: number) => db.selectFrom("merchantElect").selectAll().where("merId", "=", merId).executeTakeFirst();

/** The settings every e-sheet call needs (the backend's checks of `/express/template`). */
async function configuredElect(db: Db, merId: number) {
  const elect = await electOf(db, merId);
  if (!elect) throw refused("请先配置电子面单打印配置");
  if (elect.op === 1 && !elect.cloudPrintNo) throw refused("云打印机编号不能为空");
  return elect;
}

async function templatesOf(db: Db, com: string): Promise<ESheetTemplate[]> {
  const courier = await db.selectFrom("express").select(["code", "name", "status"]).where("code", "=", com).where("isShow", "=", 1).executeTakeFirst();
  if (!courier || courier.status !== 1) return [];
  return SHEETS.map((s) => ({ temp_id: `${courier.code}_${s.size}`, title: `${courier.name} ${s.title}`, pic: "" }));
}

/** `GET /express/template`: the provider's answer, templates at `data.data`. */
export async function eSheetTemplates(db: Db, merId: number, com: string): Promise<ESheetTemplateAnswer> {
  await configuredElect(db, merId);
  const list = await templatesOf(db, com);
  return { status: 200, msg: "ok", data: { count: list.length, data: list } };
}

export interface Waybill {
  trackingNumber: string;
  template: ESheetTemplate;
  printerName: string;
}

/**
 * Checks that an order may go out with an e-sheet of this courier and template, and takes a
 * waybill number from the provider. Nothing is written yet.
 */
export async function takeWaybill(db: Db, merId: number, expressCode: string, expressTempId: string): Promise<Waybill> {
  const merchant = await merchantById(db, merId);
  if (!merchant?.electrPrintingSwitch) throw refused("店铺未开启电子面单打印");
  const elect = await configuredElect(db, merId);
  const template = (await templatesOf(db, expressCode)).find((t) => t.temp_id === expressTempId);
  if (!template) throw refused("电子面单模板不存在，请重新选择");
  const account = await db
    .selectFrom("merchantExpress")
    .innerJoin("express", "express.id", "merchantExpress.expressId")
    .select(["merchantExpress.isOpen", "merchantExpress.account", "merchantExpress.password", "merchantExpress.netName", "express.partnerId", "express.partnerKey", "express.net"])
    .where("merchantExpress.merId", "=", merId)
    .where("merchantExpress.isDelete", "=", 0)
    .where("express.code", "=", expressCode)
    .executeTakeFirst();
  if (!account || account.isOpen !== 1) throw refused("请先在物流管理中添加并开启该快递公司");
  if ((account.partnerId && !account.account) || (account.partnerKey && !account.password) || (account.net && !account.netName)) {
    throw refused("请先在物流管理中填写该快递公司的月结账号信息");
  }
  const stamp = now().replace(/\D/g, "").slice(2, 12);
  return {
    trackingNumber: `${expressCode}${stamp}${String(randomInt(0, 10_000)).padStart(4, "0")}`,
    template,
    printerName: elect.op === 1 ? `快递100云打印机（${elect.cloudPrintNo}）` : "通用打印机",
  };
}

export interface WaybillParties {
  toName: string;
  toTel: string;
  toAddr: string;
  goods: Array<{ name: string; num: number }>;
}

/** Keeps the printed e-sheet as a print job (inside the shipment's transaction). */
export async function recordWaybill(db: Db, order: OrderRecord, waybill: Waybill, parties: WaybillParties): Promise<void> {
  const rule = "-".repeat(RECEIPT_WIDTH);
  const content = [
    center("电子面单"),
    waybill.template.title,
    `运单号：${waybill.trackingNumber}`,
    rule,
    `收件人：${order.realName} ${order.userPhone}`,
    `收件地址：${order.userAddress}`,
    rule,
    `寄件人：${parties.toName} ${parties.toTel}`,
    `寄件地址：${parties.toAddr}`,
    rule,
    `物品：${parties.goods.map((g) => `${g.name}×${g.num}`).join("，")}`,
    `订单编号：${order.orderNo}`,
    `打印时间：${now()}`,
  ].join("\n");
  await db
    .insertInto("printJob")
    .values({ merId: order.merId, kind: "esheet", orderNo: order.orderNo, printerId: 0, printerName: waybill.printerName, content, createTime: now() })
    .execute();
}
