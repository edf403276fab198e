import { defineEnum } from "../../../src/enums/enumTable";

/** After-sales type (contract §8): 1 refund only, 2 return + refund. */
export const AFTER_SALES_TYPE = defineEnum<number>([
  { value: 1, label: "order.enums.afterSalesType.1", color: "blue" },
  { value: 2, label: "order.enums.afterSalesType.2", color: "purple" },
]);

/** How the goods come back (contract §8): 0 none, 1 courier, 2 to the store. */
export const RETURN_GOODS_TYPE = defineEnum<number>([
  { value: 0, label: "order.enums.returnGoodsType.0" },
  { value: 1, label: "order.enums.returnGoodsType.1" },
  { value: 2, label: "order.enums.returnGoodsType.2" },
]);
