/** The region trees the template editor picks from (contract §3.9). */
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import { cityTree, fullTree, type CityVo } from "./regions.js";

export const cityRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/city/region/city/tree",
    authority: "merchant:city:list:tree",
    handler: (): CityVo[] => [cityTree()],
  }),
  merchantRoute({
    method: "GET",
    path: "/city/region/list/tree",
    authority: "merchant:city:region:list:tree",
    handler: (): CityVo[] => [fullTree()],
  }),
];
