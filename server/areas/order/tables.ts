import type { ColumnType, Generated } from "kysely";

/** A column SQLite computes itself (generated column): readable, never written. */
type Computed<T> = ColumnType<T, never, never>;

/**
 * Orders and after-sales (contract §3.11, §3.12), after CRMEB's eb_merchant_order / eb_order_detail /
 * eb_order_invoice / eb_refund_order. Money in cents, dates `yyyy-MM-dd HH:mm:ss` (GMT+8),
 * flags 0/1. One row of `merchantOrder` is one merchant's order (CRMEB's merchant sub-order).
 */
export interface OrderTables {
  merchantOrder: {
    id: Generated<number>;
    merId: number;
    orderNo: string;
    /** The shopper (`user.id`). */
    uid: number;
    totalNum: number;
    /** Sum of the lines' price × payNum. */
    proTotalPrice: number;
    totalPostage: Generated<number>;
    /** proTotalPrice + totalPostage. */
    totalPrice: number;
    /** The user's coupon row (`couponUser.id`), 0 for none. */
    couponId: Generated<number>;
    /** merCouponPrice + platCouponPrice. */
    couponPrice: Generated<number>;
    merCouponPrice: Generated<number>;
    platCouponPrice: Generated<number>;
    useIntegral: Generated<number>;
    integralPrice: Generated<number>;
    svipDiscountPrice: Generated<number>;
    /** What the shopper paid: totalPrice − couponPrice − integralPrice − svipDiscountPrice. */
    payPrice: number;
    payPostage: Generated<number>;
    paid: Generated<number>;
    payTime: string | null;
    /** weixin | alipay | yue ('' while unpaid). */
    payType: Generated<string>;
    /** public, mini, h5, yue, wechatIos, wechatAndroid, alipay, alipayApp. */
    payChannel: Generated<string>;
    outTradeNo: Generated<string>;
    /** 0 unpaid, 1 awaiting shipment, 2 partly shipped, 3 awaiting verification, 4 awaiting receipt, 5 received, 6 complete, 9 cancelled. */
    status: Generated<number>;
    /** 0 none, 1 requested, 2 partly refunded, 3 refunded. */
    refundStatus: Generated<number>;
    /** 0 normal, 1 cancelled by the system, 2 by the user. */
    cancelStatus: Generated<number>;
    isUserDel: Generated<number>;
    /** Deleted by the merchant (POST /order/delete): gone from every tab. */
    isMerchantDel: Generated<number>;
    /** 0 normal, 1 seckill, 2 group buy. */
    type: Generated<number>;
    /** 0 normal, 1 points, 2 virtual, 4 video channel, 5 cloud disk, 6 card secret. */
    secondType: Generated<number>;
    /** 0 main, 1 merchant, 2 merchant sub-order. */
    level: Generated<number>;
    /** 1 courier, 2 pickup (needs verification), 3 virtual. */
    shippingType: Generated<number>;
    realName: Generated<string>;
    userPhone: Generated<string>;
    userAddress: Generated<string>;
    userRemark: Generated<string>;
    merchantRemark: Generated<string>;
    gainIntegral: Generated<number>;
    redeemIntegral: Generated<number>;
    firstBrokerage: Generated<number>;
    secondBrokerage: Generated<number>;
    commissionCharge: Generated<number>;
    /** Pickup write-off code ('' unless shippingType 2). */
    verifyCode: Generated<string>;
    verifyTime: string | null;
    clerkId: Generated<number>;
    isSplitDelivery: Generated<number>;
    systemFormId: Generated<number>;
    /** JSON text of the attached form ('' for none). */
    orderExtend: Generated<string>;
    /** 0 in progress, 10 success, -1 failed, 99 not a group order. */
    groupBuyRecordStatus: Generated<number>;
    /** When the shopper confirmed receipt. */
    receivingTime: string | null;
    createTime: string;
    updateTime: string;
    /**
     * The status tab the order falls in, computed by SQLite (migration 0009): 1 unPaid,
     * 2 notShipped, 3 spike, 4 awaitVerification, 5 receiving, 6 complete, 7 refunded,
     * 8 cancel, 0 none of them. `deleted` is `isUserDel`, `all` is every row not deleted by the merchant.
     */
    tab: Computed<number>;
  };
  /** A line of an order. */
  orderDetail: {
    id: Generated<number>;
    orderNo: string;
    merId: number;
    uid: number;
    productId: number;
    productName: string;
    image: Generated<string>;
    attrValueId: number;
    sku: Generated<string>;
    /** Unit price. */
    price: number;
    vipPrice: Generated<number>;
    /** What the line cost the shopper, all units (after its share of discounts). */
    payPrice: number;
    payNum: number;
    weight: Generated<number>;
    volume: Generated<number>;
    isReply: Generated<number>;
    isReceipt: Generated<number>;
    subBrokerageType: Generated<number>;
    brokerage: Generated<number>;
    brokerageTwo: Generated<number>;
    freightFee: Generated<number>;
    couponPrice: Generated<number>;
    merCouponPrice: Generated<number>;
    platCouponPrice: Generated<number>;
    useIntegral: Generated<number>;
    integralPrice: Generated<number>;
    gainIntegral: Generated<number>;
    redeemIntegral: Generated<number>;
    productType: Generated<number>;
    /** 0 base, 1 seckill, 2 group buy. */
    productMarketingType: Generated<number>;
    firstBrokerageFee: Generated<number>;
    secondBrokerageFee: Generated<number>;
    deliveryNum: Generated<number>;
    /** Units in after-sales requests not yet closed. */
    applyRefundNum: Generated<number>;
    refundNum: Generated<number>;
    refundPrice: Generated<number>;
    refundUseIntegral: Generated<number>;
    refundIntegralPrice: Generated<number>;
    refundGainIntegral: Generated<number>;
    refundFirstBrokerageFee: Generated<number>;
    refundSecondBrokerageFee: Generated<number>;
    refundPlatCouponPrice: Generated<number>;
    refundFreightFee: Generated<number>;
    expand: Generated<string>;
    cardSecretIds: Generated<string>;
    isSvip: Generated<number>;
    isPaidMemberProduct: Generated<number>;
    proRefundSwitch: Generated<number>;
    groupBuyActivityId: Generated<number>;
    createTime: string;
    updateTime: string;
  };
  /** A shipment (one parcel, one merchant delivery, or a "no shipment needed" record). */
  orderInvoice: {
    id: Generated<number>;
    orderNo: string;
    merId: number;
    uid: number;
    trackingNumber: Generated<string>;
    expressName: Generated<string>;
    expressCode: Generated<string>;
    totalNum: number;
    deliveryMark: Generated<string>;
    deliveryCarrier: Generated<string>;
    carrierPhone: Generated<string>;
    /** express | merchant | noNeed. */
    deliveryType: string;
    /** "1" manual tracking number, "2" e-sheet ('' when not express). */
    expressRecordType: Generated<string>;
    createTime: string;
    updateTime: string;
  };
  orderInvoiceDetail: {
    id: Generated<number>;
    invoiceId: number;
    orderDetailId: number;
    productId: number;
    productName: string;
    image: Generated<string>;
    attrValueId: number;
    sku: Generated<string>;
    num: number;
    createTime: string;
    updateTime: string;
  };
  /** An order's history (CRMEB eb_order_status). */
  orderStatus: {
    id: Generated<number>;
    orderNo: string;
    /** create, pay, delivery, split_delivery, take_delivery, complete, verification, cancel, refund, mark, delete… */
    changeType: string;
    changeMessage: string;
    createTime: string;
  };
  /** An after-sales request; one order line each. */
  refundOrder: {
    id: Generated<number>;
    refundOrderNo: string;
    orderNo: string;
    merId: number;
    uid: number;
    /** 0 pending review, 1 refused, 2 refunding, 3 refunded, 4 user returning, 5 awaiting merchant receipt, 6 withdrawn. */
    refundStatus: Generated<number>;
    refundPrice: number;
    refundUseIntegral: Generated<number>;
    refundIntegralPrice: Generated<number>;
    refundGainIntegral: Generated<number>;
    refundFirstBrokerageFee: Generated<number>;
    refundSecondBrokerageFee: Generated<number>;
    refundFreightFee: Generated<number>;
    refundPlatCouponPrice: Generated<number>;
    /** 1 refund only, 2 return + refund. */
    afterSalesType: Generated<number>;
    /** 0 none, 1 courier, 2 to the store. */
    returnGoodsType: Generated<number>;
    isCompulsoryRefund: Generated<number>;
    isUserRevoke: Generated<number>;
    /** user | merchant (a direct refund). */
    promoterType: Generated<string>;
    refundReasonWap: Generated<string>;
    /** Comma-joined picture URLs. */
    refundReasonWapImg: Generated<string>;
    refundReasonWapExplain: Generated<string>;
    /** Why the merchant refused (audit or receipt). */
    refundReason: Generated<string>;
    merRemark: Generated<string>;
    platformRemark: Generated<string>;
    /** The merchant's return address (§3.20) chosen on approval; 0 none. */
    merAddressId: Generated<number>;
    receiver: Generated<string>;
    receiverPhone: Generated<string>;
    receiverAddressDetail: Generated<string>;
    /** The shopper's return parcel. */
    expressName: Generated<string>;
    trackingNumber: Generated<string>;
    telephone: Generated<string>;
    refundTime: string | null;
    createTime: string;
    updateTime: string;
  };
  /** The line of a refund order (CRMEB eb_refund_order_info). */
  refundOrderInfo: {
    id: Generated<number>;
    refundOrderNo: string;
    merId: number;
    orderDetailId: number;
    productId: number;
    productName: string;
    image: Generated<string>;
    attrValueId: number;
    sku: Generated<string>;
    price: number;
    payPrice: number;
    payNum: number;
    productType: Generated<number>;
    applyRefundNum: number;
    refundPrice: number;
    merchantRefundPrice: Generated<number>;
    platformRefundPrice: Generated<number>;
    refundUseIntegral: Generated<number>;
    refundIntegralPrice: Generated<number>;
    refundGainIntegral: Generated<number>;
    refundFirstBrokerageFee: Generated<number>;
    refundSecondBrokerageFee: Generated<number>;
    refundPlatCouponPrice: Generated<number>;
    refundFreightFee: Generated<number>;
    createTime: string;
    updateTime: string;
  };
  refundOrderStatus: {
    id: Generated<number>;
    refundOrderNo: string;
    /** apply, audit, returning, receiving, refund, compulsory, revoke. */
    changeType: string;
    changeMessage: string;
    createTime: string;
  };
  /**
   * Orders per merchant, tab and user-deleted flag, kept by triggers (migration 0009) so the
   * unfiltered status counts and list totals never count a million rows.
   */
  orderTabCount: {
    merId: number;
    tab: number;
    isUserDel: number;
    num: Generated<number>;
  };
  /**
   * The same per creation day (`yyyy-MM-dd`), with the cents the paid ones paid, trigger-kept
   * (migration 0023): counts of a date range, the dashboard's day figures.
   */
  orderDayCount: {
    merId: number;
    day: string;
    tab: number;
    isUserDel: number;
    num: Generated<number>;
    paidCents: Generated<number>;
  };
  /** The same per shopper, trigger-kept (migration 0023): totals of a search by shopper. */
  orderUserCount: {
    merId: number;
    uid: number;
    tab: number;
    isUserDel: number;
    num: Generated<number>;
  };
  /** Orders per tab, is_user_del and block of ids (`ORDER_BLOCK`, migration 0029), kept by triggers. */
  orderTabBlock: {
    merId: number;
    tab: number;
    isUserDel: number;
    block: number;
    num: Generated<number>;
  };
  /** Orders per creation day (`yyyy-MM-dd`), tab, is_user_del and block of ids (migration 0033), kept by triggers. */
  orderBlockDay: {
    merId: number;
    day: string;
    tab: number;
    isUserDel: number;
    block: number;
    num: Generated<number>;
  };
}

declare module "../../db/schema.js" {
  interface DB extends OrderTables {}
}
