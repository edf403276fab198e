/** Answers of contract §3.29 (money as decimal strings). */
export interface HomeIndex {
  sales: string;
  yesterdaySales: string;
  orderNum: number;
  yesterdayOrderNum: number;
  visitorsNum: number;
  yesterdayVisitorsNum: number;
  followNum: number;
}

export interface OperatingData {
  notShippingOrderNum: number;
  awaitVerificationOrderNum: number;
  refundingOrderNum: number;
  onSaleProductNum: number;
  awaitAuditProductNum: number;
}

export interface ProductRanking {
  productId: number;
  proName: string;
  image: string;
  pageView: number;
  salesAmount: string;
}
