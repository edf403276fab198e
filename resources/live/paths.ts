/** Page paths of the live-streaming pages (spec doc 2 route table, /marketing/broadcast). */
export const ROOM_PATH = "/marketing/broadcast/room";
/** Add: `…/creatRoom`; edit: `…/creatRoom/:roomId`; view: `…/creatRoom/:roomId/detail`. */
export const ROOM_EDITOR_PATH = "/marketing/broadcast/creatRoom";
export const GOODS_PATH = "/marketing/broadcast/product";
/** Add: `…/creatPro` (or `…/creatPro/0`); edit: `…/creatPro/:liveId`. */
export const GOODS_EDITOR_PATH = "/marketing/broadcast/creatPro";
export const ASSISTANT_PATH = "/marketing/broadcast/assistant";
