/** What a room's answer adds to its row: its goods (WeChat ids, in shelf order) and its assistants. */
import type { Db } from "../../db/database.js";
import type { WechatLiveRoom } from "./roomContract.js";
import { toRoom, type RoomRow } from "./serialize.js";

export async function roomAnswers(db: Db, rows: RoomRow[], origin: string): Promise<WechatLiveRoom[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const goods = await db
    .selectFrom("liveRoomGoods")
    .innerJoin("liveGoods", "liveGoods.id", "liveRoomGoods.liveGoodsId")
    .select(["liveRoomGoods.roomId", "liveGoods.goodsId"])
    .where("liveRoomGoods.roomId", "in", ids)
    .orderBy("liveRoomGoods.sort")
    .execute();
  const assistants = await db
    .selectFrom("liveRoomAssistant")
    .select(["roomId", "assistantId"])
    .where("roomId", "in", ids)
    .orderBy("assistantId")
    .execute();
  const joined = (pairs: { roomId: number; value: number | null }[], id: number) =>
    pairs
      .filter((p) => p.roomId === id && p.value !== null)
      .map((p) => p.value)
      .join(",");
  const goodsPairs = goods.map((g) => ({ roomId: g.roomId, value: g.goodsId }));
  const assistantPairs = assistants.map((a) => ({ roomId: a.roomId, value: a.assistantId }));
  return rows.map((row) => toRoom(row, origin, { goods: joined(goodsPairs, row.id), assistant: joined(assistantPairs, row.id) }));
}
