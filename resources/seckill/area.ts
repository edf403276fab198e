import { PICKER_AUTH } from "../../src/widgets/pickers/resources";
import type { Area } from "../../src/routing/types";

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

export const SECKILL_ACTIVITY_PATH = "/marketing/seckill/seckillActivity";

export const SECKILL_LIST_PATH = "/marketing/seckill/list";

/** Joining from the activity list (`/:activityId`). */
export const SECKILL_JOIN_PATH = "/marketing/seckill/creatActivity";

/** Adding from the product list (the activity chosen on the page, or `/:activityId`). */
export const SECKILL_ADD_PATH = "/marketing/seckill/creatSeckill";

export const SECKILL = {
  /** The platform's activities (`SeckillActivityPageResponse`). */
  activities: "seckillActivity",
  /** The merchant's products in them (`SeckillProductPageResponse`). */
  products: "seckillProduct",
} as const;

const joinPage = () => import("./join/SeckillJoinPage");

/** Flash sales: the platform's activities, joining one with products, and the merchant's seckill products. */
export const area: Area = {
  name: "seckill",
  locales: ["seckill", "activitySku", "product"],
  resources: [
    { name: SECKILL.activities, list: SECKILL_ACTIVITY_PATH, meta: { authorities: { list: SECKILL_AUTH.activities, show: SECKILL_AUTH.activity } } },
    {
      name: SECKILL.products,
      list: SECKILL_LIST_PATH,
      meta: { authorities: { list: SECKILL_AUTH.products, create: SECKILL_AUTH.add, price: SECKILL_AUTH.price, up: SECKILL_AUTH.up, down: SECKILL_AUTH.down, remove: SECKILL_AUTH.remove, withdraw: SECKILL_AUTH.withdraw } },
    },
  ],
  load: () => import("./endpoints").then((m) => m.seckillEndpoints),
  routes: [
    { path: SECKILL_ACTIVITY_PATH, page: () => import("./activity/SeckillActivityPage"), title: "titles.seckill.activities", authority: SECKILL_AUTH.activities },
    { path: SECKILL_LIST_PATH, page: () => import("./list/SeckillProductPage"), title: "titles.seckill.products", authority: SECKILL_AUTH.products },
    { path: `${SECKILL_JOIN_PATH}/:activityId?`, page: joinPage, title: "titles.seckill.join", hidden: true, activeMenu: SECKILL_ACTIVITY_PATH, authority: SECKILL_AUTH.add, noCache: true },
    { path: `${SECKILL_ADD_PATH}/:activityId?`, page: joinPage, title: "titles.seckill.join", hidden: true, activeMenu: SECKILL_LIST_PATH, authority: SECKILL_AUTH.add, noCache: true },
  ],
};
