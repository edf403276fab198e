/** Wire shapes of the merchant's customers (contract §3.13). */
import { z } from "zod";
import { pageParams, qDecodedText, qInt, qText } from "../../core/validate.js";

export const REGISTER_TYPES = ["wechat", "routine", "h5", "iosWx", "androidWx", "ios"] as const;
export const SEARCH_TYPES = ["all", "uid", "nickname", "phone"] as const;

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

export const customerSearchSchema = z.object({
  searchType: z.preprocess(blankToUndefined, z.enum(SEARCH_TYPES, { error: "未知的搜索类型" }).optional()),
  content: qDecodedText(),
  registerType: z.preprocess(blankToUndefined, z.enum(REGISTER_TYPES, { error: "未知的注册类型" }).optional()),
  sex: qInt("未知的性别").pipe(z.number().min(0, { error: "未知的性别" }).max(3, { error: "未知的性别" }).optional()),
  dateLimit: qText(),
  ...pageParams,
});
export type CustomerSearch = z.output<typeof customerSearchSchema>;

/** `UserResponse`: a row of the customer list. */
export interface CustomerRow {
  id: number;
  tagId: string;
  nickname: string;
  avatar: string;
  /** 0 unknown, 1 male, 2 female, 3 secret. */
  sex: number;
  birthday: string;
  country: string;
  province: string;
  city: string;
  phone: string;
  status: boolean;
  registerType: string;
  isWechatPublic: boolean;
  isWechatRoutine: boolean;
  isPromoter: boolean;
  mark: string;
  integral: number;
  nowMoney: string;
  createTime: string;
  lastLoginTime: string | null;
  spreadUid: number;
  spreadName: string;
  isLogoff: boolean;
}

/** `UserAdminDetailResponse`. */
export interface CustomerDetail extends Omit<CustomerRow, "nowMoney"> {
  account: string;
  realName: string;
  district: string;
  address: string;
  experience: number;
  nowMoney: string;
  brokeragePrice: string;
  /** Id of the platform's member level. */
  level: number;
  signNum: number;
  isWechatIos: boolean;
  isWechatAndroid: boolean;
  isBindingIos: boolean;
  payCount: number;
  promoterTime: string | null;
  spreadTime: string | null;
  spreadCount: number;
  addIp: string;
  lastIp: string;
  logoffTime: string | null;
  /** The grade of the shopper's member level (`level` is its id); 0 without a level. */
  grade: number;
  isPaidMember: boolean;
  isPermanentPaidMember: boolean;
  paidMemberExpirationTime: string | null;
}
