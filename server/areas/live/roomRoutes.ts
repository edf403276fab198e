/** Live rooms (contract §3.27): list, create, edit, info, delete and the share code. */
import { readPage } from "../../core/paging.js";
import { refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { fromMediaUrl, requestOrigin, toMediaUrl } from "../../core/media.js";
import { merchantRoute, type MerchantRoute, type MerchantScope } from "../../core/route.js";
import { idParams } from "../../core/validate.js";
import type { Db } from "../../db/database.js";
import { findRoom, merchantLabel, requireMedia } from "./lookup.js";
import { settleRooms } from "./review.js";
import { roomInfoSchema, roomListSchema, type RoomInfo, type RoomListRequest, type RoomShareCode } from "./roomContract.js";
import { roomAnswers } from "./roomQueries.js";
import { checkRoomTimes } from "./roomRules.js";
import { shareCodeFiles } from "./shareCode/index.js";

async function requireRoomMedia(db: Db, merId: number, room: RoomInfo): Promise<void> {
  await requireMedia(db, merId, room.coverImg, "直播间背景图");
  await requireMedia(db, merId, room.shareImg, "分享图");
  await requireMedia(db, merId, room.feedsImg, "直播频道封面图");
}

/** The columns a create or an edit writes, pictures stored relative. */
function roomColumns(room: RoomInfo, origin: string) {
  const { id: _id, ...fields } = room;
  return {
    ...fields,
    coverImgLocal: fromMediaUrl(room.coverImgLocal, origin),
    shareImgLocal: fromMediaUrl(room.shareImgLocal, origin),
    feedsImgLocal: fromMediaUrl(room.feedsImgLocal, origin),
  };
}

async function listRooms(db: Db, mine: MerchantScope, body: RoomListRequest, origin: string) {
  await settleRooms(db, mine.merId);
  const search = body.searchRequest ?? {};
  const paging = { page: body.pageParamRequest?.page ?? 1, limit: body.pageParamRequest?.limit ?? 20 };
  let base = mine.selectFrom("liveRoom");
  if (search.liveStatus !== undefined) base = base.where("liveStatus", "=", search.liveStatus);
  if (search.storeShow !== undefined) base = base.where("storeShow", "=", search.storeShow);
  if (search.reviewStatus !== undefined) base = base.where("reviewStatus", "=", search.reviewStatus);
  if (search.star !== undefined) base = base.where("star", "=", search.star);
  // Decoded a second time by the schema, as the backend does.
  const keywords = search.keywords ?? "";
  if (keywords) {
    const like = `%${keywords}%`;
    const number = /^\d+$/.test(keywords) ? Number(keywords) : -1;
    base = base.where((eb) =>
      eb.or([
        eb("id", "=", number),
        eb("roomId", "=", number),
        eb("roomName", "like", like),
        eb("anchorName", "like", like),
        eb("anchorWechat", "like", like),
        eb("subAnchorWechat", "like", like),
      ]),
    );
  }
  return readPage(
    base,
    paging,
    (q) => q.selectAll().orderBy("star", "desc").orderBy("sort", "desc").orderBy("id", "desc"),
    (rows) => roomAnswers(db, rows, origin),
  );
}

export function roomRoutes(dataDir: string): MerchantRoute[] {
  return [
    merchantRoute({
      method: "POST",
      path: "/mp/live/room/list",
      authority: "merchant:mp:live:room:list",
      schema: { body: roomListSchema },
      handler: ({ db, mine, body, request }) => listRooms(db, mine, body, requestOrigin(request)),
    }),
    merchantRoute({
      method: "POST",
      path: "/mp/live/room/create",
      authority: "merchant:mp:live:room:create",
      schema: { body: roomInfoSchema },
      handler: async ({ db, mine, body, request }) => {
        const times = checkRoomTimes(body, () => true);
        await requireRoomMedia(db, mine.merId, body);
        const time = now();
        await db
          .insertInto("liveRoom")
          .values({
            ...roomColumns(body, requestOrigin(request)),
            ...times,
            ...(await merchantLabel(db, mine.merId)),
            merId: mine.merId,
            liveStatus: 102,
            storeShow: 0,
            reviewStatus: 0,
            reviewSubmittedAt: time,
            createTime: time,
            updateTime: time,
          })
          .execute();
        return true;
      },
    }),
    merchantRoute({
      method: "POST",
      path: "/mp/live/room/edit",
      authority: "merchant:mp:live:room:edit",
      schema: { body: roomInfoSchema },
      handler: async ({ db, mine, body, request }) => {
        if (!body.id) throw refused("直播间不存在");
        await settleRooms(db, mine.merId);
        const room = await findRoom(mine, body.id);
        if (room.liveStatus !== 102) throw refused("直播间已开播或已结束，不能编辑");
        const times = checkRoomTimes(body, (start) => start !== room.startTime);
        await requireRoomMedia(db, mine.merId, body);
        const time = now();
        // A room WeChat approved is edited at WeChat directly; any other goes to review again.
        const review = room.reviewStatus === 3 ? {} : { reviewStatus: 0, reviewReason: "", reviewSubmittedAt: time };
        await mine
          .updateTable("liveRoom")
          .set({ ...roomColumns(body, requestOrigin(request)), ...times, ...review, updateTime: time })
          .where("id", "=", room.id)
          .execute();
        return true;
      },
    }),
    merchantRoute({
      method: "GET",
      path: "/mp/live/room/info/:id",
      authority: "merchant:mp:live:room:info",
      schema: { params: idParams },
      handler: async ({ db, mine, params, request }) => {
        await settleRooms(db, mine.merId);
        const [room] = await roomAnswers(db, [await findRoom(mine, params.id)], requestOrigin(request));
        return room;
      },
    }),
    merchantRoute({
      method: "GET",
      path: "/mp/live/room/delete/:id",
      authority: "merchant:mp:live:room:delete",
      schema: { params: idParams },
      handler: async ({ mine, params }) => {
        const room = await findRoom(mine, params.id);
        // Its goods places and assistants go with it (ON DELETE CASCADE).
        await mine.deleteFrom("liveRoom").where("id", "=", room.id).execute();
        return null;
      },
    }),
    merchantRoute({
      method: "GET",
      path: "/mp/live/room/getsharecode/:id",
      authority: "merchant:mp:live:room:getsharecode",
      schema: { params: idParams },
      handler: async ({ db, mine, params, request }): Promise<RoomShareCode> => {
        await settleRooms(db, mine.merId);
        const room = await findRoom(mine, params.id);
        if (room.reviewStatus !== 3 || room.roomId === null) throw refused("直播间未通过微信审核，还没有分享码");
        const files = await shareCodeFiles(dataDir, room.roomId);
        if (room.qrcodeUrl !== files.code) await mine.updateTable("liveRoom").set({ qrcodeUrl: files.code }).where("id", "=", room.id).execute();
        const origin = requestOrigin(request);
        return { cdnUrl: toMediaUrl(files.code, origin), pagePath: files.pagePath, posterUrl: toMediaUrl(files.poster, origin) };
      },
    }),
  ];
}
