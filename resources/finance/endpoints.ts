import { get, post, type EndpointTable } from "../../providers/endpoints";
import { FINANCE } from "./area";

export { FINANCE };

/** Contract §3.16, and the settlement account of §3.23. */
export const financeEndpoints: EndpointTable = {
  [FINANCE.flow]: {
    list: get("finance/funds/flow"),
    // The original console's capital-flow export called a path no backend has (contract §9).
    actions: { export: get("finance/funds/flow/export", { extension: true }) },
  },
  [FINANCE.daily]: { list: get("finance/daily/statement/list") },
  [FINANCE.monthly]: { list: get("finance/month/statement/list") },
  [FINANCE.closings]: {
    list: get("finance/closing/record/list", { decoded: ["closingNo"] }),
    one: get("finance/closing/record/detail/:id"),
    actions: {
      baseInfo: get("finance/closing/base/info"),
      apply: post("finance/closing/apply"),
    },
  },
  [FINANCE.settlement]: {
    actions: {
      info: get("settlement/info"),
      edit: post("settlement/info/edit"),
    },
  },
};
