/** Answers of the dashboard endpoints (contract §3.29); money as decimal strings. */
export interface HomeIndexResponse {
  sales: string;
  yesterdaySales: string;
  orderNum: number;
  yesterdayOrderNum: number;
  visitorsNum: number;
  yesterdayVisitorsNum: number;
  followNum: number;
}

export interface HomeOperatingResponse {
  notShippingOrderNum: number;
  awaitVerificationOrderNum: number;
  refundingOrderNum: number;
  onSaleProductNum: number;
  awaitAuditProductNum: number;
}

export interface ProductRankingRow {
  productId: number;
  proName: string;
  image: string;
  pageView: number;
  salesAmount: string;
}
