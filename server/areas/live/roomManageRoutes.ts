/** A room's assistants and its four switches (contract §3.27): comments, official feeds, replay, customer service. */
import { refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import { idParams } from "../../core/validate.js";
import type { WechatLiveAssistant } from "./contract.js";
import { findRoom } from "./lookup.js";
import { settleRooms } from "./review.js";
import { manageAssistantsSchema, switchParams } from "./roomContract.js";
import { toAssistant } from "./serialize.js";
import { lockRow } from "../../db/dialect.js";

type SwitchColumn = "closeComment" | "isFeedsPublic" | "closeReplay" | "closeKf";

/**
 * One switch route. Those WeChat must apply need a room WeChat created; customer service is
 * also kept for rooms still in review (the backend sends it to WeChat only once approved).
 */
function switchRoute(path: string, name: string, column: SwitchColumn, authority: string, needsWechat: boolean): MerchantRoute {
  return merchantRoute({
    method: "GET",
    path: `/mp/live/room/${path}/:id/:value`,
    authority,
    schema: { params: switchParams(name) },
    handler: async ({ db, mine, params }) => {
      await settleRooms(db, mine.merId);
      const room = await findRoom(mine, params.id);
      if (needsWechat && room.reviewStatus !== 3) throw refused("直播间未通过微信审核，不能修改此设置");
      if (room.liveStatus >= 103) throw refused("直播已结束，不能修改此设置");
      await mine.updateTable("liveRoom").set({ [column]: params.value, updateTime: now() }).where("id", "=", room.id).execute();
      return true;
    },
  });
}

export const roomManageRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "POST",
    path: "/mp/live/room/mangerass",
    authority: "merchant:mp:live:room:mangerass",
    schema: { body: manageAssistantsSchema },
    handler: async ({ db, mine, body }) => {
      await settleRooms(db, mine.merId);
      const room = await findRoom(mine, body.id);
      if (room.reviewStatus !== 3) throw refused("直播间未通过微信审核，不能设置小助手");
      if (room.liveStatus >= 103) throw refused("直播已结束，不能设置小助手");
      const wanted = [...new Set(body.assid)];
      const found = await mine.selectFrom("liveAssistant").select("id").where("id", "in", wanted).execute();
      if (found.length !== wanted.length) throw refused("小助手不存在");
      await mine.transaction(async (tx) => {
        await lockRow(tx.db, "liveRoom", room.id);
        await tx.deleteFrom("liveRoomAssistant").where("roomId", "=", room.id).execute();
        await tx.db
          .insertInto("liveRoomAssistant")
          .values(wanted.map((assistantId) => ({ roomId: room.id, assistantId, merId: mine.merId })))
          .execute();
      });
      return true;
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/mp/live/room/getass/:id",
    authority: "merchant:mp:live:room:getass",
    schema: { params: idParams },
    handler: async ({ mine, params }): Promise<WechatLiveAssistant[]> => {
      const room = await findRoom(mine, params.id);
      const rows = await mine
        .selectFrom("liveAssistant")
        .selectAll()
        .where("id", "in", (eb) => eb.selectFrom("liveRoomAssistant").select("assistantId").where("roomId", "=", room.id))
        .orderBy("id")
        .execute();
      return rows.map(toAssistant);
    },
  }),
  switchRoute("updatecomment", "banComment", "closeComment", "merchant:mp:live:room:updatecomment", true),
  switchRoute("updatefeedpublic", "isFeedsPublic", "isFeedsPublic", "merchant:mp:live:room:isfeedspublic", true),
  switchRoute("updatereplay", "closeReplay", "closeReplay", "merchant:mp:live:room:updatereplay", true),
  switchRoute("updateclosekf", "closeKf", "closeKf", "merchant:mp:live:room:closekf", false),
];
