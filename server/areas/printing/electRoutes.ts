/**
 * E-sheet settings (contract §3.21): one per merchant. The backend checks no authority here; this
 * server asks for the e-sheet menu's (README, "Tightened authorities").
 */
import { refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import { electUpdateBody, type MerchantElect } from "./contract.js";
import { electOf } from "./esheet.js";
import { ESHEET_AUTHORITIES } from "../../shared/tightenedAuthorities.js";

export const electRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/elect/info",
    authority: ESHEET_AUTHORITIES.info,
    handler: async ({ db, session }): Promise<MerchantElect | null> => {
      const row = await electOf(db, session.merId);
      if (!row) return null;
      const { createTime: _created, ...elect } = row;
      return elect;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/elect/update",
    authority: ESHEET_AUTHORITIES.update,
    schema: { body: electUpdateBody },
    handler: async ({ db, mine, body }) => {
      if (body.op === 1 && !body.cloudPrintNo) throw refused("云打印机编号不能为空");
      const fields = { op: body.op, cloudPrintNo: body.cloudPrintNo, senderAddr: body.senderAddr, senderUsername: body.senderUsername, senderPhone: body.senderPhone };
      const existing = await electOf(db, mine.merId);
      const time = now();
      if (!existing) {
        await db.insertInto("merchantElect").values({ merId: mine.merId, ...fields, createTime: time, updateTime: time }).execute();
        return null;
      }
      // As the backend: once saved, an update names the row it changes.
      if (!body.id || body.id <= 0) throw refused("id 不能为空");
      if (body.id !== existing.id) throw refused("电子面单配置不存在");
      await mine.updateTable("merchantElect").set({ ...fields, updateTime: time }).where("id", "=", existing.id).execute();
      return null;
    },
  }),
];
