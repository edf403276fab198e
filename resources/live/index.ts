import { titleWithId } from "../../src/routing/titles";
import type { Area, TitleContext } from "../../src/routing/types";
import { ASSISTANT_AUTH as AS, GOODS_AUTH as G, MEDIA_AUTH, ROOM_AUTH as R } from "./authorities";
import { LIVE, liveEndpoints } from "./endpoints";
import { ASSISTANT_PATH, GOODS_EDITOR_PATH, GOODS_PATH, ROOM_EDITOR_PATH, ROOM_PATH } from "./paths";

const roomTitle = (context: TitleContext) => {
  const { roomId, type } = context.params;
  const key = !roomId ? "titles.live.roomAdd" : type ? "titles.live.roomDetail" : "titles.live.roomEdit";
  return titleWithId(key, "roomId")(context);
};
const goodsTitle = (context: TitleContext) => {
  const id = context.params.liveId;
  return titleWithId(id && id !== "0" ? "titles.live.goodsEdit" : "titles.live.goodsAdd", "liveId")(context);
};

/** Mini-program live streaming: rooms, live goods, assistants (contract §3.27). */
export const liveArea: Area = {
  name: "live",
  resources: [
    {
      name: LIVE.goods,
      list: GOODS_PATH,
      meta: { authorities: { list: G.list, show: G.info, create: G.save, edit: G.edit, delete: G.delete, sort: G.sort, reset: G.reset, audit: G.audit } },
    },
    {
      name: LIVE.rooms,
      list: ROOM_PATH,
      meta: {
        authorities: {
          list: R.list,
          show: R.info,
          create: R.create,
          edit: R.edit,
          delete: R.delete,
          addGoods: R.addGoods,
          goodsList: R.goodsList,
          deleteGoods: R.deleteGoods,
          goodsOnSale: R.goodsOnSale,
          goodsSort: R.goodsSort,
          manageAssistants: R.manageAssistants,
          getAssistants: R.getAssistants,
          shareCode: R.shareCode,
          comment: R.comment,
          feedsPublic: R.feedsPublic,
          replay: R.replay,
          closeKf: R.closeKf,
        },
      },
    },
    { name: LIVE.assistants, list: ASSISTANT_PATH, meta: { authorities: { list: AS.list, show: AS.info, create: AS.save, edit: AS.edit, delete: AS.delete } } },
    { name: LIVE.media, meta: { authorities: { uploadLocal: MEDIA_AUTH.uploadLocal } } },
  ],
  endpoints: liveEndpoints,
  routes: [
    { path: ROOM_PATH, page: () => import("./rooms/RoomListPage"), title: "titles.live.rooms", authority: R.list },
    {
      path: `${ROOM_EDITOR_PATH}/:roomId?/:type?`,
      page: () => import("./rooms/RoomEditorPage"),
      title: roomTitle,
      hidden: true,
      activeMenu: ROOM_PATH,
      authority: R.list,
      noCache: true,
    },
    { path: GOODS_PATH, page: () => import("./goods/GoodsListPage"), title: "titles.live.goods", authority: G.list },
    {
      path: `${GOODS_EDITOR_PATH}/:liveId?`,
      page: () => import("./goods/GoodsEditorPage"),
      title: goodsTitle,
      hidden: true,
      activeMenu: GOODS_PATH,
      authority: G.list,
      noCache: true,
    },
    { path: ASSISTANT_PATH, page: () => import("./assistants/AssistantListPage"), title: "titles.live.assistants", authority: AS.list },
  ],
};
