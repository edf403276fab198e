/**
 * A room's goods (contract §3.27): import WeChat-approved goods, list them with their shelf
 * state, remove one, put one on or off the shelf, order them. Goods are named by WeChat's goods id.
 */
import { refused } from "../../core/errors.js";
import { requestOrigin } from "../../core/media.js";
import { merchantRoute, type MerchantRoute, type MerchantScope } from "../../core/route.js";
import { idParams } from "../../core/validate.js";
import type { Db } from "../../db/database.js";
import type { LiveGoodsInRoom } from "./contract.js";
import { findRoom } from "./lookup.js";
import { settleGoodsReviews, settleRooms } from "./review.js";
import { addGoodsSchema, goodsOnSaleSchema, goodsSortSchema, roomGoodsParams } from "./roomContract.js";
import { toGoods } from "./serialize.js";
import { lockRow } from "../../db/dialect.js";

/** The room's goods rows with their place, in shelf order. */
function roomGoodsQuery(db: Db, mine: MerchantScope, roomId: number) {
  return db
    .selectFrom("liveRoomGoods")
    .innerJoin("liveGoods", "liveGoods.id", "liveRoomGoods.liveGoodsId")
    .where("liveRoomGoods.merId", "=", mine.merId)
    .where("liveRoomGoods.roomId", "=", roomId);
}

/** The local id of the room's goods with WeChat id `goodsId`. */
async function roomGoodsId(db: Db, mine: MerchantScope, roomId: number, goodsId: number): Promise<number> {
  const row = await roomGoodsQuery(db, mine, roomId).select("liveGoods.id").where("liveGoods.goodsId", "=", goodsId).executeTakeFirst();
  if (!row) throw refused("直播间中没有该商品");
  return row.id;
}

async function approvedRoom(db: Db, mine: MerchantScope, id: number) {
  await settleRooms(db, mine.merId);
  const room = await findRoom(mine, id);
  if (room.reviewStatus !== 3) throw refused("直播间未通过微信审核，不能操作商品");
  return room;
}

export const roomGoodsRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "POST",
    path: "/mp/live/room/addgoods",
    authority: "merchant:mp:live:room:addgoods",
    schema: { body: addGoodsSchema },
    handler: async ({ db, mine, body }) => {
      const room = await approvedRoom(db, mine, body.id);
      if (room.liveStatus >= 103) throw refused("直播已结束，不能导入商品");
      if (room.closeGoods === 1) throw refused("直播间已关闭货架，不能导入商品");
      await settleGoodsReviews(db, mine.merId);
      const wanted = [...new Set(body.ids)];
      const goods = await mine.selectFrom("liveGoods").select(["id", "reviewStatus"]).where("goodsId", "in", wanted).execute();
      if (goods.length !== wanted.length) throw refused("直播商品不存在");
      if (goods.some((g) => g.reviewStatus !== 4)) throw refused("只能导入微信审核通过的直播商品");
      await mine.transaction(async (scope) => {
        // Imports into one room queue on it, each seeing the goods the last one placed.
        await lockRow(scope.db, "liveRoom", room.id);
        const present = new Set((await scope.selectFrom("liveRoomGoods").select("liveGoodsId").where("roomId", "=", room.id).execute()).map((r) => r.liveGoodsId));
        const last = await scope.selectFrom("liveRoomGoods").select((eb) => eb.fn.max("sort").as("sort")).where("roomId", "=", room.id).executeTakeFirst();
        let sort = Number(last?.sort ?? 0);
        for (const g of goods) {
          if (present.has(g.id)) continue;
          await scope.db.insertInto("liveRoomGoods").values({ roomId: room.id, liveGoodsId: g.id, merId: mine.merId, onSale: 1, sort: ++sort }).execute();
        }
      });
      return true;
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/mp/live/room/goodslist/:id",
    authority: "merchant:mp:live:room:goodslist",
    schema: { params: idParams },
    handler: async ({ db, mine, params, request }): Promise<LiveGoodsInRoom[]> => {
      const room = await findRoom(mine, params.id);
      await settleGoodsReviews(db, mine.merId);
      const rows = await roomGoodsQuery(db, mine, room.id).selectAll("liveGoods").select("liveRoomGoods.onSale").orderBy("liveRoomGoods.sort").execute();
      const origin = requestOrigin(request);
      return rows.map(({ onSale, ...goods }) => ({ ...toGoods(goods, origin), onSale }));
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/mp/live/room/deletegoodsinroom/:id/:goodsId",
    authority: "merchant:mp:live:room:deletegoods",
    schema: { params: roomGoodsParams },
    handler: async ({ db, mine, params }) => {
      const room = await findRoom(mine, params.id);
      const liveGoodsId = await roomGoodsId(db, mine, room.id, params.goodsId);
      await mine.deleteFrom("liveRoomGoods").where("roomId", "=", room.id).where("liveGoodsId", "=", liveGoodsId).execute();
      return true;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/mp/live/room/goodsonsale",
    authority: "merchant:mp:live:room:goodsonsale",
    schema: { body: goodsOnSaleSchema },
    handler: async ({ db, mine, body }) => {
      const room = await approvedRoom(db, mine, body.roomId);
      const liveGoodsId = await roomGoodsId(db, mine, room.id, body.goodsId);
      await mine.updateTable("liveRoomGoods").set({ onSale: body.onSale }).where("roomId", "=", room.id).where("liveGoodsId", "=", liveGoodsId).execute();
      return true;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/mp/live/room/goodsort",
    authority: "merchant:mp:live:room:goodssort",
    schema: { body: goodsSortSchema },
    handler: async ({ db, mine, body }) => {
      const room = await approvedRoom(db, mine, body.roomId);
      const ids: number[] = [];
      for (const { goodsId } of body.goods) ids.push(await roomGoodsId(db, mine, room.id, goodsId));
      await mine.transaction(async (scope) => {
        for (const [index, liveGoodsId] of ids.entries())
          await scope.updateTable("liveRoomGoods").set({ sort: index + 1 }).where("roomId", "=", room.id).where("liveGoodsId", "=", liveGoodsId).execute();
      });
      return true;
    },
  }),
];
