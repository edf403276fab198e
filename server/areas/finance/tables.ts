import type { Generated } from "kysely";

/**
 * Finance (contract §3.16, §3.23 settlement account), after CRMEB's eb_merchant_bill,
 * eb_merchant_info (settlement fields) and eb_merchant_closing_record. Money in cents, dates
 * `yyyy-MM-dd HH:mm:ss` (GMT+8).
 */
export interface FinanceTables {
  /** One row of the merchant's funds flow (资金流水). */
  merchantBill: {
    id: Generated<number>;
    merId: number;
    /** The shopper, 0 for none. */
    uid: number;
    /** The order number, or the refund number of a refund's rows. */
    orderNo: string;
    /** The order the row belongs to ('' for none): decides whether its money is still frozen. */
    linkNo: string;
    /** pay_order, refund_order, recharge_user, yue_pay, merchant_collect, brokerage, system. */
    type: string;
    /** 1 income, 0 expense. */
    pm: number;
    amount: number;
    /** Part of `amount` the platform paid with its coupons (statements show it apart). */
    platCouponPrice: Generated<number>;
    /** Part of `amount` paid with points. */
    integralPrice: Generated<number>;
    mark: string;
    createTime: string;
  };
  /** The merchant's settlement account (MerchantSettlementInfoVo): where settlements are paid to. */
  merchantSettlement: {
    merId: number;
    /** bank | wechat | alipay. */
    settlementType: string;
    bankUserName: string;
    bankName: string;
    bankCard: string;
    bankAddress: string;
    wechatCode: string;
    /** Stored path or site path of the WeChat receiving QR code. */
    wechatQrcodeUrl: string;
    realName: string;
    alipayCode: string;
    alipayQrcodeUrl: string;
    updateTime: string;
  };
  /** A settlement (withdrawal) the merchant applied for. */
  merchantClosing: {
    id: Generated<number>;
    merId: number;
    closingNo: string;
    amount: number;
    /** bank | wechat | alipay. */
    closingType: string;
    /** The account as it was when applying. */
    closingName: string;
    closingBank: string;
    closingBankCard: string;
    alipayAccount: string;
    wechatNo: string;
    /** The receiving QR code (wechat, alipay). */
    paymentCode: string;
    /** 0 pending, 1 approved, 2 rejected. */
    auditStatus: number;
    /** 0 not paid out, 1 paid out. */
    accountStatus: number;
    auditName: string;
    auditTime: string | null;
    refusalReason: string;
    /** JSON array of the stored paths of the transfer proof pictures. */
    closingProof: string;
    /** When the money was paid out. */
    closingTime: string | null;
    mark: string;
    createTime: string;
    updateTime: string;
  };
}

declare module "../../db/schema.js" {
  interface DB extends FinanceTables {}
}
