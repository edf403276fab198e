import { get, post, type EndpointTable } from "../../providers/endpoints";
import { LIVE } from "./area";

export { LIVE };

/** Contract §3.27: live goods, rooms, assistants and the media id of a library picture. */
export const liveEndpoints: EndpointTable = {
  [LIVE.goods]: {
    list: get("mp/live/goods/list", { decoded: ["keywords"] }),
    one: get("mp/live/goods/info/:id"),
    /** The body is an array of goods. */
    create: post("mp/live/goods/save"),
    update: post("mp/live/goods/update"),
    delete: get("mp/live/goods/delete/:id", { send: "none" }),
    actions: {
      sort: get("mp/live/goods/sort/:id/:sort", { send: "none" }),
      reset: get("mp/live/goods/audit/reset/:id", { send: "none" }),
      audit: get("mp/live/goods/audit/:id", { send: "none" }),
    },
  },
  [LIVE.rooms]: {
    /** POST with `{searchRequest, pageParamRequest}` in the body. */
    list: post("mp/live/room/list", { pagedBody: true, decoded: ["searchRequest.keywords"] }),
    one: get("mp/live/room/info/:id"),
    create: post("mp/live/room/create"),
    update: post("mp/live/room/edit"),
    delete: get("mp/live/room/delete/:id", { send: "none" }),
    actions: {
      addGoods: post("mp/live/room/addgoods"),
      goodsList: get("mp/live/room/goodslist/:id", { send: "none" }),
      deleteGoods: get("mp/live/room/deletegoodsinroom/:id/:goodsId", { send: "none" }),
      goodsOnSale: post("mp/live/room/goodsonsale"),
      goodsSort: post("mp/live/room/goodsort"),
      manageAssistants: post("mp/live/room/mangerass"),
      getAssistants: get("mp/live/room/getass/:id", { send: "none" }),
      shareCode: get("mp/live/room/getsharecode/:id", { send: "none" }),
      comment: get("mp/live/room/updatecomment/:id/:value", { send: "none" }),
      feedsPublic: get("mp/live/room/updatefeedpublic/:id/:value", { send: "none" }),
      replay: get("mp/live/room/updatereplay/:id/:value", { send: "none" }),
      closeKf: get("mp/live/room/updateclosekf/:id/:value", { send: "none" }),
    },
  },
  [LIVE.assistants]: {
    /** `keywords` is required by the backend (contract §9): always sent, "" for all. */
    list: get("mp/live/assistant/list", { decoded: ["keywords"] }),
    one: get("mp/live/assistant/info/:id"),
    create: post("mp/live/assistant/save"),
    update: post("mp/live/assistant/update"),
    delete: get("mp/live/assistant/delete/:id", { send: "none" }),
  },
  [LIVE.media]: { actions: { uploadLocal: post("mp/media/uploadlocal") } },
};
