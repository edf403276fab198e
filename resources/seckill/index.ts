import type { Area } from "../../src/routing/types";
import { SECKILL_AUTH as A } from "./authorities";
import { SECKILL, seckillEndpoints } from "./endpoints";
import { SECKILL_ACTIVITY_PATH, SECKILL_ADD_PATH, SECKILL_JOIN_PATH, SECKILL_LIST_PATH } from "./paths";

const joinPage = () => import("./join/SeckillJoinPage");

/** Flash sales: the platform's activities, joining one with products, and the merchant's seckill products. */
export const seckillArea: Area = {
  name: "seckill",
  resources: [
    { name: SECKILL.activities, list: SECKILL_ACTIVITY_PATH, meta: { authorities: { list: A.activities, show: A.activity } } },
    {
      name: SECKILL.products,
      list: SECKILL_LIST_PATH,
      meta: { authorities: { list: A.products, create: A.add, price: A.price, up: A.up, down: A.down, remove: A.remove, withdraw: A.withdraw } },
    },
  ],
  endpoints: seckillEndpoints,
  routes: [
    { path: SECKILL_ACTIVITY_PATH, page: () => import("./activity/SeckillActivityPage"), title: "titles.seckill.activities", authority: A.activities },
    { path: SECKILL_LIST_PATH, page: () => import("./list/SeckillProductPage"), title: "titles.seckill.products", authority: A.products },
    { path: `${SECKILL_JOIN_PATH}/:activityId?`, page: joinPage, title: "titles.seckill.join", hidden: true, activeMenu: SECKILL_ACTIVITY_PATH, authority: A.add, noCache: true },
    { path: `${SECKILL_ADD_PATH}/:activityId?`, page: joinPage, title: "titles.seckill.join", hidden: true, activeMenu: SECKILL_LIST_PATH, authority: A.add, noCache: true },
  ],
};
