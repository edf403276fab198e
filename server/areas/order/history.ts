/** The history rows of an order and of a refund order (written inside the caller's transaction). */
import type { Db } from "../../db/database.js";
import { now } from "../../core/format.js";

export const addOrderHistory = (db: Db, orderNo: string, changeType: string, changeMessage: string) =>
  db.insertInto("orderStatus").values({ orderNo, changeType, changeMessage, createTime: now() }).execute();

export const addRefundHistory = (db: Db, refundOrderNo: string, changeType: string, changeMessage: string) =>
  db.insertInto("refundOrderStatus").values({ refundOrderNo, changeType, changeMessage, createTime: now() }).execute();
