/** The merchant's settlement account (MerchantSettlementInfoVo), stored with relative picture paths. */
import type { Db } from "../../db/database.js";
import { fromMediaUrl, toMediaUrl } from "../../core/media.js";
import { now } from "../../core/format.js";
import { ACCOUNT_NEEDS, type SettlementInfo, type SettlementType } from "./contract.js";

/** A merchant who never set an account: bank, nothing filled in (CRMEB's default). */
export const EMPTY_ACCOUNT: SettlementInfo = {
  settlementType: "bank",
  bankUserName: "",
  bankName: "",
  bankCard: "",
  bankAddress: "",
  wechatCode: "",
  wechatQrcodeUrl: "",
  realName: "",
  alipayCode: "",
  alipayQrcodeUrl: "",
};

/** The stored account (picture paths relative). */
export async function storedAccount(db: Db, merId: number): Promise<SettlementInfo> {
  const row = await db.selectFrom("merchantSettlement").selectAll().where("merId", "=", merId).executeTakeFirst();
  if (!row) return EMPTY_ACCOUNT;
  const { merId: _merId, updateTime: _updateTime, settlementType, ...fields } = row;
  return { ...fields, settlementType: settlementType as SettlementType };
}

/** The account as answered: picture paths made absolute. */
export const accountAnswer = (info: SettlementInfo, origin: string): SettlementInfo => ({
  ...info,
  wechatQrcodeUrl: toMediaUrl(info.wechatQrcodeUrl, origin),
  alipayQrcodeUrl: toMediaUrl(info.alipayQrcodeUrl, origin),
});

/** Saves the whole account; picture URLs are stored relative again. */
export async function saveAccount(db: Db, merId: number, info: SettlementInfo, origin: string): Promise<void> {
  const row = {
    ...info,
    wechatQrcodeUrl: fromMediaUrl(info.wechatQrcodeUrl, origin),
    alipayQrcodeUrl: fromMediaUrl(info.alipayQrcodeUrl, origin),
    updateTime: now(),
  };
  await db
    .insertInto("merchantSettlement")
    .values({ merId, ...row })
    .onConflict((oc) => oc.column("merId").doUpdateSet(row))
    .execute();
}

/** Every field the account's type needs is filled in. */
export const accountComplete = (info: SettlementInfo) => ACCOUNT_NEEDS[info.settlementType].every(([field]) => info[field] !== "");
