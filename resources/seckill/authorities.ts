import { PICKER_AUTH } from "../../src/widgets/pickers/endpoints";

/** Authority strings of flash sales (contract §3.25, §5), written once for resources, routes and buttons. */
export const SECKILL_AUTH = {
  activities: "merchant:seckill:activity:page",
  activity: "merchant:seckill:activity:detail",
  products: "merchant:seckill:product:list",
  add: "merchant:seckill:product:add",
  price: "merchant:seckill:product:price",
  up: "merchant:seckill:product:up",
  down: "merchant:seckill:product:down",
  remove: "merchant:seckill:product:delete",
  withdraw: "merchant:seckill:product:withdraw",
  /** Choosing the products to join with (the marketing product picker). */
  picker: PICKER_AUTH.marketingProducts,
} as const;
