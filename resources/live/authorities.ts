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
