import type { SettlementInfo, SettlementType } from "../../../server/areas/finance/contract";

export type AccountField = Exclude<keyof SettlementInfo, "settlementType">;

export interface AccountFieldRule {
  field: AccountField;
  /** A picture from the library (the receiving QR code) instead of text. */
  picture?: boolean;
  required?: boolean;
  max?: number;
}

/** The fields of each settlement type, in the form's order, with the server's rules. */
export const ACCOUNT_FIELDS: Record<SettlementType, AccountFieldRule[]> = {
  bank: [
    { field: "bankUserName", required: true, max: 32 },
    { field: "bankName", required: true, max: 64 },
    { field: "bankCard", required: true, max: 40 },
    { field: "bankAddress", max: 128 },
  ],
  wechat: [
    { field: "wechatCode", required: true, max: 64 },
    { field: "realName", max: 32 },
    { field: "wechatQrcodeUrl", picture: true, required: true },
  ],
  alipay: [
    { field: "alipayCode", required: true, max: 64 },
    { field: "realName", required: true, max: 32 },
    { field: "alipayQrcodeUrl", picture: true, required: true },
  ],
};

/** 12 to 30 digits; spaces between groups are dropped. */
export const isBankCard = (card: string) => /^\d{12,30}$/.test(card.replace(/\s+/g, ""));

/** Every field the account's type needs is filled in. */
export const accountComplete = (info: SettlementInfo) => ACCOUNT_FIELDS[info.settlementType].every((rule) => !rule.required || info[rule.field].trim() !== "");
