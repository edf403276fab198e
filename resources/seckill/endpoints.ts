import { get, post, type EndpointTable } from "../../providers/endpoints";
import { SECKILL } from "./area";

export { SECKILL };

/** Contract §3.25. Up, down and delete take `{ids}` (comma ids), so they are named actions. */
export const seckillEndpoints: EndpointTable = {
  [SECKILL.activities]: {
    list: get("seckill/activity/page", { decoded: ["name"] }),
    one: get("seckill/activity/detail/:id"),
  },
  [SECKILL.products]: {
    list: get("seckill/product/page", { decoded: ["proName", "activityName"] }),
    create: post("seckill/product/add"),
    actions: {
      price: post("seckill/product/set/price"),
      up: post("seckill/product/up"),
      down: post("seckill/product/down"),
      remove: post("seckill/product/delete"),
      withdraw: post("seckill/product/withdraw/:id", { send: "none" }),
    },
  },
};
