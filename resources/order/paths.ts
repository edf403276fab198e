/** Page paths of the orders area (contract §4.1). */
export const ORDER_LIST_PATH = "/order/list";
export const REFUND_LIST_PATH = "/order/refund";
