/** Shared pieces of the live and video-channel server tests. */
import { sql } from "kysely";
import type { Db } from "../../server/db/database.js";
import { formatDateTime, parseDateTime } from "../../server/core/format.js";
import { M, type TestServer } from "./helpers.js";

export const PICTURE = "/static/demo/product-03.png";

/** A WeChat media id of `path` for the signed-in merchant. */
export async function mediaOf(s: TestServer, token: string, path = PICTURE): Promise<string> {
  const r = await s.call<{ mediaId: string }>("POST", `${M}/mp/media/uploadlocal`, { token, body: { type: "image", imagePath: path } });
  if (r.code !== 200) throw new Error(`uploadlocal: ${r.message}`);
  return r.data.mediaId;
}

/** Runs `fn` with simulated reviews taking `seconds` per stage. */
export async function withReviewDelay<T>(seconds: number, fn: () => Promise<T>): Promise<T> {
  const before = process.env.REVIEW_DELAY_SECONDS;
  process.env.REVIEW_DELAY_SECONDS = String(seconds);
  try {
    return await fn();
  } finally {
    process.env.REVIEW_DELAY_SECONDS = before;
  }
}

/** Moves a row's running review back by `seconds` (as if that much time had passed). */
export async function backdateReview(db: Db, table: "live_goods" | "live_room" | "pay_component_draft", id: number, seconds: number): Promise<void> {
  const { rows } = await sql<{ at: string }>`SELECT review_submitted_at AS at FROM ${sql.table(table)} WHERE id = ${id}`.execute(db);
  const at = formatDateTime(new Date(parseDateTime(rows[0]!.at)!.getTime() - seconds * 1000));
  await sql`UPDATE ${sql.table(table)} SET review_submitted_at = ${at} WHERE id = ${id}`.execute(db);
}

/** Row count of a table for a merchant. */
export async function countRows(db: Db, table: string, merId: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)} WHERE mer_id = ${merId}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** `yyyy-MM-dd HH:mm:ss` (China time) `hours` from now. */
export function chinaTime(hours: number): string {
  const d = new Date(Date.now() + hours * 3600_000 + 8 * 3600_000);
  return d.toISOString().slice(0, 19).replace("T", " ");
}
