/** Rows of the video-channel tables → answers: JSON picture lists with absolute URLs, category names. */
import type { Selectable } from "kysely";
import { toMediaUrl } from "../../core/media.js";
import type { Db } from "../../db/database.js";
import type { PayComponentCat, PayComponentDraftProduct, PayComponentProduct } from "./contract.js";
import type { VideoChannelTables } from "./tables.js";

export type DraftRow = Selectable<VideoChannelTables["payComponentDraft"]>;
export type ProductRow = Selectable<VideoChannelTables["payComponentProduct"]>;

const parseList = (text: string): unknown[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
};

/** A stored JSON list of picture paths answered with absolute URLs. */
export const pictureList = (text: string, origin: string) => JSON.stringify(parseList(text).map((p) => toMediaUrl(String(p), origin)));

/** The SKUs' pictures answered absolute too. */
const skuList = (text: string, origin: string) =>
  JSON.stringify(parseList(text).map((sku) => ({ ...(sku as object), image: toMediaUrl(String((sku as { image?: string }).image ?? ""), origin) })));

export async function catalogueNames(db: Db, catIds: number[]): Promise<Map<number, PayComponentCat>> {
  if (!catIds.length) return new Map();
  const rows = await db.selectFrom("payComponentCat").selectAll().where("thirdCatId", "in", [...new Set(catIds)]).execute();
  return new Map(rows.map((r) => [r.thirdCatId, r]));
}

function common(row: DraftRow | ProductRow, origin: string, cats: Map<number, PayComponentCat>) {
  return {
    headImg: pictureList(row.headImg, origin),
    qualificationPics: pictureList(row.qualificationPics, origin),
    attrValue: skuList(row.attrValue, origin),
    specType: row.specType === 1,
    thirdCatName: cats.get(row.thirdCatId)?.thirdCatName ?? "",
    isDel: row.isDel === 1,
  };
}

export function toDraft(row: DraftRow, origin: string, cats: Map<number, PayComponentCat>, componentProductId: number | null): PayComponentDraftProduct {
  const { reviewSubmittedAt: _pending, rejectReason, ...rest } = row;
  return {
    ...rest,
    ...common(row, origin, cats),
    componentProductId,
    reject_reason: rejectReason,
    status: 0,
    platformStatus: 0,
    sales: 0,
    addTime: row.createTime,
  };
}

export function toProduct(row: ProductRow, origin: string, cats: Map<number, PayComponentCat>): PayComponentProduct {
  return { ...row, ...common(row, origin, cats), editStatus: 4, platformEditStatus: 4 };
}
