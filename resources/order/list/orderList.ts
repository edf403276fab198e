import type { PreloadContext } from "../../../src/boot/refineQueries";
import { preloadTabbedList } from "../../../src/widgets/tabbedList/preloadTabbedList";
import { ORDER } from "../area";
import { ORDER_TABS } from "../shared/tabs";

const FIELDS = ["orderNo", "type", "dateLimit", "searchType", "content"] as const;

/** The order list's tabbed-list options: the page's useTabbedList and its boot preload share them. */
export const ORDER_LIST = {
  resource: ORDER.orders,
  tabField: "status",
  tabs: ORDER_TABS,
  fields: FIELDS,
};

export type OrderListField = (typeof FIELDS)[number];

export const preloadOrderList = (context: PreloadContext) => preloadTabbedList(context, ORDER_LIST);
