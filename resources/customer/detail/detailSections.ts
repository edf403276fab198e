import type { CustomerDetail } from "../../../server/areas/customer/contract";

/** How a detail value is shown: as written, yes/no, a tag of an enumeration, or money. */
export type FieldKind = "text" | "yesNo" | "sex" | "registerType" | "status" | "money";

export interface DetailField {
  name: keyof CustomerDetail;
  kind?: FieldKind;
}

/** Every field of `UserAdminDetailResponse` (contract §3.13), grouped as the drawer shows them. */
export const DETAIL_SECTIONS: ReadonlyArray<{ key: string; fields: readonly DetailField[] }> = [
  {
    key: "basic",
    fields: [
      { name: "id" },
      { name: "account" },
      { name: "nickname" },
      { name: "realName" },
      { name: "phone" },
      { name: "sex", kind: "sex" },
      { name: "birthday" },
      { name: "country" },
      { name: "province" },
      { name: "city" },
      { name: "district" },
      { name: "address" },
      { name: "tagId" },
      { name: "mark" },
    ],
  },
  {
    key: "assets",
    fields: [
      { name: "nowMoney", kind: "money" },
      { name: "brokeragePrice", kind: "money" },
      { name: "integral" },
      { name: "experience" },
      { name: "grade" },
      { name: "level" },
      { name: "signNum" },
      { name: "payCount" },
    ],
  },
  {
    key: "member",
    fields: [{ name: "isPaidMember", kind: "yesNo" }, { name: "isPermanentPaidMember", kind: "yesNo" }, { name: "paidMemberExpirationTime" }],
  },
  {
    key: "promotion",
    fields: [
      { name: "isPromoter", kind: "yesNo" },
      { name: "promoterTime" },
      { name: "spreadUid" },
      { name: "spreadName" },
      { name: "spreadTime" },
      { name: "spreadCount" },
    ],
  },
  {
    key: "account",
    fields: [
      { name: "registerType", kind: "registerType" },
      { name: "status", kind: "status" },
      { name: "isWechatPublic", kind: "yesNo" },
      { name: "isWechatRoutine", kind: "yesNo" },
      { name: "isWechatIos", kind: "yesNo" },
      { name: "isWechatAndroid", kind: "yesNo" },
      { name: "isBindingIos", kind: "yesNo" },
      { name: "isLogoff", kind: "yesNo" },
      { name: "logoffTime" },
    ],
  },
  {
    key: "activity",
    fields: [{ name: "createTime" }, { name: "lastLoginTime" }, { name: "addIp" }, { name: "lastIp" }],
  },
];

/** Blank values (no time, no text, a zero id of a referrer) show as a dash. */
export const isBlank = (value: unknown) => value === null || value === undefined || value === "" || value === 0;
