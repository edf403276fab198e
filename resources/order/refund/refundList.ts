import type { PreloadContext } from "../../../src/boot/refineQueries";
import { preloadTabbedList } from "../../../src/widgets/tabbedList/preloadTabbedList";
import { ORDER } from "../area";
import { REFUND_TABS } from "../shared/tabs";

const FIELDS = ["refundOrderNo", "orderNo", "trackingNumber", "dateLimit", "searchType", "content"] as const;

/** The after-sales list's tabbed-list options: the page's useTabbedList and its preload share them. */
export const REFUND_LIST = {
  resource: ORDER.refunds,
  tabField: "refundStatus",
  tabs: REFUND_TABS,
  fields: FIELDS,
};

export type RefundListField = (typeof FIELDS)[number];

export const preloadRefundList = (context: PreloadContext) => preloadTabbedList(context, REFUND_LIST);
