import type { Generated } from "kysely";

/** Shoppers (shared across merchants, CRMEB's eb_user) and which merchant they bought from. Money in cents. */
export interface CustomerTables {
  user: {
    id: Generated<number>;
    account: string;
    realName: string;
    nickname: string;
    avatar: string;
    phone: string;
    /** 0 unknown, 1 male, 2 female, 3 secret. */
    sex: number;
    birthday: string;
    country: string;
    province: string;
    city: string;
    district: string;
    address: string;
    tagId: string;
    /** wechat, routine, h5, iosWx, androidWx, ios. */
    registerType: string;
    status: number;
    integral: number;
    experience: number;
    nowMoney: number;
    brokeragePrice: number;
    level: number;
    signNum: number;
    isWechatPublic: number;
    isWechatRoutine: number;
    isWechatIos: number;
    isWechatAndroid: number;
    isBindingIos: number;
    payCount: number;
    isPromoter: number;
    promoterTime: string | null;
    spreadUid: number;
    spreadTime: string | null;
    spreadCount: number;
    addIp: string;
    lastIp: string;
    lastLoginTime: string | null;
    mark: string;
    isPaidMember: number;
    isPermanentPaidMember: number;
    paidMemberExpirationTime: string | null;
    isLogoff: number;
    logoffTime: string | null;
    createTime: string;
    updateTime: string;
  };
  merchantUser: {
    id: Generated<number>;
    merId: number;
    uid: number;
    /** When the shopper first bought from the merchant. */
    createTime: string;
  };
}

declare module "../../db/schema.js" {
  interface DB extends CustomerTables {}
}
