/** Finding the merchant's live rows: another merchant's row answers exactly like a missing one. */
import { merchantById } from "../../core/accounts.js";
import { refused } from "../../core/errors.js";
import type { MerchantScope } from "../../core/route.js";
import type { Db } from "../../db/database.js";

export async function findGoods(mine: MerchantScope, id: number) {
  const row = await mine.selectFrom("liveGoods").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw refused("直播商品不存在");
  return row;
}

export async function findRoom(mine: MerchantScope, id: number) {
  const row = await mine.selectFrom("liveRoom").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw refused("直播间不存在");
  return row;
}

export async function findAssistant(mine: MerchantScope, id: number) {
  const row = await mine.selectFrom("liveAssistant").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw refused("小助手不存在");
  return row;
}

/** Refuses a media id this merchant never obtained from /mp/media/uploadlocal. */
export async function requireMedia(db: Db, merId: number, mediaId: string, what: string): Promise<void> {
  const found = await db.selectFrom("liveMedia").select("id").where("merId", "=", merId).where("mediaId", "=", mediaId).executeTakeFirst();
  if (!found) throw refused(`${what}的mediaID无效，请重新选择图片`);
}

/** The merchant's name and type, kept on goods and rooms as the backend does. */
export async function merchantLabel(db: Db, merId: number): Promise<{ merName: string; merType: number }> {
  const row = await merchantById(db, merId);
  const typeId = (row as { typeId?: number } | undefined)?.typeId;
  return { merName: row?.name ?? "", merType: typeId ?? 0 };
}
