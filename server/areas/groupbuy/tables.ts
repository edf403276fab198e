import type { Generated } from "kysely";

/** Group buying: the merchant's activities with their SKUs, the groups shoppers opened and their members. Money in cents. */
export interface GroupBuyTables {
  groupBuyActivity: {
    id: Generated<number>;
    merId: number;
    groupName: string;
    /** `yyyy-MM-dd HH:mm:ss`. */
    startTime: string;
    endTime: string;
    /** Hours a group stays open. */
    validHour: number;
    /** Members a group needs. */
    buyCount: number;
    allQuota: number;
    oncQuota: number;
    productCount: number;
    showGroup: number;
    fictiStatus: number;
    /** 0 initial, 1 rejected, 2 withdrawn, 3 pending review, 4 approved. */
    groupStatus: number;
    refusal: string;
    /** The merchant's switch: 0 off, 1 on. */
    activityStatus: number;
    /** When it was last submitted to the (simulated) platform review. */
    submitTime: string;
    isDel: number;
    createTime: string;
    updateTime: string;
  };
  groupBuyActivitySku: {
    id: Generated<number>;
    groupActivityId: number;
    merId: number;
    productId: number;
    /** The product SKU (`product_attr_value`). */
    skuId: number;
    activePrice: number;
    quotaShow: number;
    /** What is left of quotaShow. */
    quota: number;
  };
  /** A group a shopper opened (the leader). */
  groupBuyRecord: {
    id: Generated<number>;
    merId: number;
    groupActivityId: number;
    productId: number;
    productName: string;
    productImage: string;
    leaderUid: number;
    leaderNickname: string;
    leaderPhone: string;
    buyingCountNum: number;
    yetBuyingNum: number;
    /** 0 running, 10 success, -1 failed. */
    recordStatus: number;
    createTime: string;
    endTime: string;
  };
  groupBuyMember: {
    id: Generated<number>;
    recordId: number;
    merId: number;
    uid: number;
    nickname: string;
    avatar: string;
    orderNo: string;
    sku: string;
    payNum: number;
    payPrice: number;
    refundNum: number;
    isLeader: number;
    createTime: string;
  };
}

declare module "../../db/schema.js" {
  interface DB extends GroupBuyTables {}
}
