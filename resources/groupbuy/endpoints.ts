import { get, post, type EndpointTable } from "../../providers/endpoints";
import { GROUPBUY } from "./area";

export { GROUPBUY };

/** Search text the backend decodes a second time (README, "Search text decoded twice"). */
const ACTIVITY_SEARCH = { decoded: ["groupName"] } as const;

const RECORD_SEARCH = { decoded: ["groupActivityName", "productName", "content"] } as const;

/** Contract §3.26: info, delete and rollback take `?id=`. */
export const groupBuyEndpoints: EndpointTable = {
  [GROUPBUY.activities]: {
    list: get("groupbuy/activity/list", ACTIVITY_SEARCH),
    one: get("groupbuy/activity/info", { idParam: "id" }),
    create: post("groupbuy/activity/save"),
    update: post("groupbuy/activity/update"),
    delete: get("groupbuy/activity/delete", { idParam: "id" }),
    actions: {
      counts: get("groupbuy/activity/list/count", ACTIVITY_SEARCH),
      status: post("groupbuy/activity/status"),
      rollback: get("groupbuy/activity/activity/rollback"),
    },
  },
  [GROUPBUY.records]: {
    list: get("groupbuy/record/list", RECORD_SEARCH),
    one: get("groupbuy/record/info/:id"),
    actions: { counts: get("groupbuy/record/list/count", RECORD_SEARCH) },
  },
};
