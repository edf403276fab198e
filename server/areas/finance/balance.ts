/**
 * The merchant's money (MerchantClosingBaseInfoResponse): an order's net takings stay frozen until
 * the shopper has received it (status 5 received, 6 complete); then they count in the balance.
 * Settlements pending or approved have left the balance; a rejected one came back.
 */
import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import { toCents } from "../../core/format.js";
import { readConfig } from "../session/config.js";

/** Net of a funds-flow row: income adds, expense takes away. */
const SIGNED = sql<number>`CASE WHEN b.pm = 1 THEN b.amount ELSE -b.amount END`;
const SETTLED = sql<boolean>`(o.id IS NULL OR o.status IN (5, 6))`;

export interface Balances {
  /** Cents. */
  balance: number;
  freezeAmount: number;
}

export async function balancesOf(db: Db, merId: number): Promise<Balances> {
  const flow = await db
    .selectFrom("merchantBill as b")
    .leftJoin("merchantOrder as o", "o.orderNo", "b.linkNo")
    .select([
      sql<number>`COALESCE(SUM(CASE WHEN ${SETTLED} THEN ${SIGNED} ELSE 0 END), 0)`.as("settled"),
      sql<number>`COALESCE(SUM(CASE WHEN ${SETTLED} THEN 0 ELSE ${SIGNED} END), 0)`.as("frozen"),
    ])
    .where("b.merId", "=", merId)
    .executeTakeFirstOrThrow();
  const closed = await db
    .selectFrom("merchantClosing")
    .select(sql<number>`COALESCE(SUM(amount), 0)`.as("total"))
    .where("merId", "=", merId)
    .where("auditStatus", "in", [0, 1])
    .executeTakeFirstOrThrow();
  return { balance: Number(flow.settled) - Number(closed.total), freezeAmount: Number(flow.frozen) };
}

/** The platform's settlement limits, in cents. */
export interface TransferLimits {
  guaranteed: number;
  min: number;
  max: number;
}

export async function transferLimits(db: Db): Promise<TransferLimits> {
  const config = await readConfig(db);
  const cents = (text: string) => {
    const value = toCents(text);
    return Number.isFinite(value) ? Math.max(value, 0) : 0;
  };
  return { guaranteed: cents(config.merchantGuaranteedAmount), min: cents(config.merchantTransferMinAmount), max: cents(config.merchantTransferMaxAmount) };
}

/** What may be applied for now: the balance above the guaranteed amount. */
export const transferable = (balance: number, limits: TransferLimits) => Math.max(balance - limits.guaranteed, 0);
