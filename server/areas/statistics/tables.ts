import type { Generated } from "kysely";

/**
 * What the dashboard counts besides orders and products. The shop front that would write these
 * rows (page views, follows) is not part of this server, so the seed fills them with demo data;
 * the names follow CRMEB's eb_merchant_day_record, eb_product_day_record, eb_user_merchant_collect.
 */
export interface StatisticsTables {
  /** Distinct visitors of a shop on one GMT+8 day. */
  merchantDayRecord: {
    merId: number;
    /** `yyyy-MM-dd` (GMT+8). */
    date: string;
    visitation: number;
  };
  /** Page views of one product's page on one GMT+8 day. */
  productDayRecord: {
    merId: number;
    productId: number;
    /** `yyyy-MM-dd` (GMT+8). */
    date: string;
    pageView: number;
  };
  /**
   * What paid orders the merchant has not deleted paid for a product (sum of their lines' pay_price,
   * cents) on one payment day (`yyyy-MM-dd`), trigger-kept (migration 0023): the pay ranking.
   */
  productDaySales: {
    merId: number;
    productId: number;
    day: string;
    cents: Generated<number>;
  };
  /** A shopper following ("collecting") a shop. */
  userMerchantCollect: {
    id: Generated<number>;
    uid: number;
    merId: number;
    createTime: string;
  };
}

declare module "../../db/schema.js" {
  interface DB extends StatisticsTables {}
}
