import { titleWithId } from "../../src/routing/titles";
import type { Area, TitleContext } from "../../src/routing/types";

/** Authority strings of live streaming (contract §3.27, §5), written once. */
export const GOODS_AUTH = {
  list: "merchant:mp:live:goods:list",
  save: "merchant:mp:live:goods:save",
  edit: "merchant:mp:live:goods:edit",
  delete: "merchant:mp:live:goods:delete",
  info: "merchant:mp:live:goods:info",
  sort: "merchant:mp:live:goods:sort",
  reset: "merchant:mp:live:goods:reset",
  audit: "merchant:mp:live:goods:audit",
} as const;

export const ROOM_AUTH = {
  list: "merchant:mp:live:room:list",
  create: "merchant:mp:live:room:create",
  edit: "merchant:mp:live:room:edit",
  info: "merchant:mp:live:room:info",
  delete: "merchant:mp:live:room:delete",
  addGoods: "merchant:mp:live:room:addgoods",
  goodsList: "merchant:mp:live:room:goodslist",
  deleteGoods: "merchant:mp:live:room:deletegoods",
  goodsOnSale: "merchant:mp:live:room:goodsonsale",
  goodsSort: "merchant:mp:live:room:goodssort",
  manageAssistants: "merchant:mp:live:room:mangerass",
  getAssistants: "merchant:mp:live:room:getass",
  shareCode: "merchant:mp:live:room:getsharecode",
  comment: "merchant:mp:live:room:updatecomment",
  feedsPublic: "merchant:mp:live:room:isfeedspublic",
  replay: "merchant:mp:live:room:updatereplay",
  closeKf: "merchant:mp:live:room:closekf",
} as const;

export const ASSISTANT_AUTH = {
  list: "merchant:mp:live:assistant:list",
  save: "merchant:mp:live:assistant:save",
  edit: "merchant:mp:live:assistant:edit",
  delete: "merchant:mp:live:assistant:delete",
  info: "merchant:mp:live:assistant:info",
} as const;

export const MEDIA_AUTH = { uploadLocal: "merchant:mp:media:uploadlocal" } as const;

/** Page paths of the live-streaming pages (spec doc 2 route table, /marketing/broadcast). */
export const ROOM_PATH = "/marketing/broadcast/room";

/** Add: `…/creatRoom`; edit: `…/creatRoom/:roomId`; view: `…/creatRoom/:roomId/detail`. */
export const ROOM_EDITOR_PATH = "/marketing/broadcast/creatRoom";

export const GOODS_PATH = "/marketing/broadcast/product";

/** Add: `…/creatPro` (or `…/creatPro/0`); edit: `…/creatPro/:liveId`. */
export const GOODS_EDITOR_PATH = "/marketing/broadcast/creatPro";

export const ASSISTANT_PATH = "/marketing/broadcast/assistant";

export const LIVE = {
  goods: "liveGoods",
  rooms: "liveRooms",
  assistants: "liveAssistants",
  media: "liveMedia",
} as const;

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
export const area: Area = {
  name: "live",
  locales: ["live", "library", "product"],
  resources: [
    {
      name: LIVE.goods,
      list: GOODS_PATH,
      meta: { authorities: { list: GOODS_AUTH.list, show: GOODS_AUTH.info, create: GOODS_AUTH.save, edit: GOODS_AUTH.edit, delete: GOODS_AUTH.delete, sort: GOODS_AUTH.sort, reset: GOODS_AUTH.reset, audit: GOODS_AUTH.audit } },
    },
    {
      name: LIVE.rooms,
      list: ROOM_PATH,
      meta: {
        authorities: {
          list: ROOM_AUTH.list,
          show: ROOM_AUTH.info,
          create: ROOM_AUTH.create,
          edit: ROOM_AUTH.edit,
          delete: ROOM_AUTH.delete,
          addGoods: ROOM_AUTH.addGoods,
          goodsList: ROOM_AUTH.goodsList,
          deleteGoods: ROOM_AUTH.deleteGoods,
          goodsOnSale: ROOM_AUTH.goodsOnSale,
          goodsSort: ROOM_AUTH.goodsSort,
          manageAssistants: ROOM_AUTH.manageAssistants,
          getAssistants: ROOM_AUTH.getAssistants,
          shareCode: ROOM_AUTH.shareCode,
          comment: ROOM_AUTH.comment,
          feedsPublic: ROOM_AUTH.feedsPublic,
          replay: ROOM_AUTH.replay,
          closeKf: ROOM_AUTH.closeKf,
        },
      },
    },
    { name: LIVE.assistants, list: ASSISTANT_PATH, meta: { authorities: { list: ASSISTANT_AUTH.list, show: ASSISTANT_AUTH.info, create: ASSISTANT_AUTH.save, edit: ASSISTANT_AUTH.edit, delete: ASSISTANT_AUTH.delete } } },
    { name: LIVE.media, meta: { authorities: { uploadLocal: MEDIA_AUTH.uploadLocal } } },
  ],
  load: () => import("./endpoints").then((m) => m.liveEndpoints),
  routes: [
    { path: ROOM_PATH, page: () => import("./rooms/RoomListPage"), title: "titles.live.rooms", authority: ROOM_AUTH.list },
    {
      path: `${ROOM_EDITOR_PATH}/:roomId?/:type?`,
      page: () => import("./rooms/RoomEditorPage"),
      title: roomTitle,
      hidden: true,
      activeMenu: ROOM_PATH,
      authority: ROOM_AUTH.list,
      noCache: true,
    },
    { path: GOODS_PATH, page: () => import("./goods/GoodsListPage"), title: "titles.live.goods", authority: GOODS_AUTH.list },
    {
      path: `${GOODS_EDITOR_PATH}/:liveId?`,
      page: () => import("./goods/GoodsEditorPage"),
      title: goodsTitle,
      hidden: true,
      activeMenu: GOODS_PATH,
      authority: GOODS_AUTH.list,
      noCache: true,
    },
    { path: ASSISTANT_PATH, page: () => import("./assistants/AssistantListPage"), title: "titles.live.assistants", authority: ASSISTANT_AUTH.list },
  ],
};
