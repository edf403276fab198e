import { get, type EndpointTable } from "../../providers/endpoints";
import { DASHBOARD } from "./area";

export { DASHBOARD };

/** Contract §3.29. The header alert reads the order area's own tab counts. */
export const dashboardEndpoints: EndpointTable = {
  [DASHBOARD.statistics]: {
    actions: {
      index: get("statistics/home/index"),
      operating: get("statistics/home/operating/data"),
      payRanking: get("statistics/home/product/pay/ranking"),
      viewRanking: get("statistics/home/product/pageview/ranking"),
    },
  },
};
