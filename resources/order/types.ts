/** Answer shapes of orders and after-sales: the reference server's contract types (type-only). */
export type {
  DirectRefundResult,
  ExportFile,
  LogisticsResult,
  OrderCounts,
  OrderDetailEntity,
  OrderDetailInfo,
  OrderInvoice,
  OrderLine,
  OrderRow,
  RefundCounts,
  RefundDetail,
  RefundOrderLine,
  RefundRow,
  RefundStatusEntry,
  VerificationResult,
} from "../../server/areas/order/contract";
export type { DeliveryPersonnel, MerchantExpress } from "../../server/areas/express/contract";
