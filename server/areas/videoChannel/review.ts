/**
 * The simulated reviews of video-channel drafts (server/core/simulatedReview.ts), settled when the
 * merchant's drafts or products are read: the platform judges the title, then WeChat judges the
 * pictures' addresses (as the live goods: `reject-…` pictures fail). A draft WeChat passes becomes
 * a product, or updates the product it came from.
 */
import { elapsedReviewStages, reviewVerdict, wechatPictureVerdict } from "../../core/simulatedReview.js";
import { now } from "../../core/format.js";
import { merchantScope, type MerchantScope } from "../../core/route.js";
import type { Updateable } from "kysely";
import type { Db } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import type { DraftRow } from "./serialize.js";

/** WeChat's product ids are numbers of their own. */
const componentId = (id: number) => 3_000_000 + id;

/** The product columns a draft carries over. */
const carried = (d: DraftRow) => ({
  primaryProductId: d.primaryProductId,
  title: d.title,
  path: d.path,
  headImg: d.headImg,
  qualificationPics: d.qualificationPics,
  thirdCatId: d.thirdCatId,
  brandId: d.brandId,
  descInfo: d.descInfo,
  tempId: d.tempId,
  stock: d.stock,
  unitName: d.unitName,
  giveIntegral: d.giveIntegral,
  ficti: d.ficti,
  specType: d.specType,
  attr: d.attr,
  attrValue: d.attrValue,
});

/** The review columns of a draft as a settlement read them. */
type ReviewState = Pick<DraftRow, "platformEditStatus" | "editStatus" | "reviewSubmittedAt">;

/**
 * Applies one step of a draft's review while its review columns are still as `read`, in one
 * statement; false when another settlement (another request, another server instance) took the
 * step first, so parallel reads decide each draft once.
 */
async function settleStep(db: Db, draft: DraftRow, read: ReviewState, decided: Updateable<DB["payComponentDraft"]>): Promise<boolean> {
  const result = await merchantScope(db, draft.merId)
    .updateTable("payComponentDraft")
    .set(decided)
    .where("id", "=", draft.id)
    .where("platformEditStatus", "=", read.platformEditStatus)
    .where("editStatus", "=", read.editStatus)
    .where("reviewSubmittedAt", "=", read.reviewSubmittedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The draft's product: created on its first approval, brought up to date on later ones; the draft is claimed first. */
async function publish(mine: MerchantScope, draft: DraftRow, read: ReviewState): Promise<void> {
  const time = now();
  const trx = mine.db;
  if (!(await settleStep(trx, draft, read, { editStatus: 4, rejectReason: "", reviewSubmittedAt: null, updateTime: time }))) return;
  const existing = draft.productId
    ? await mine.selectFrom("payComponentProduct").select("id").where("id", "=", draft.productId).where("isDel", "=", 0).executeTakeFirst()
    : undefined;
  let productId = existing?.id;
  if (productId) await mine.updateTable("payComponentProduct").set({ ...carried(draft), updateTime: time }).where("id", "=", productId).execute();
  else {
    const { id: insertId } = await trx
      .insertInto("payComponentProduct")
      .values({ ...carried(draft), merId: draft.merId, draftId: draft.id, componentProductId: 0, sales: 0, status: 0, platformStatus: 0, isDel: 0, createTime: time, updateTime: time })
      .returning("id")
      .executeTakeFirstOrThrow();
    productId = Number(insertId);
    await trx.updateTable("payComponentProduct").set({ componentProductId: componentId(productId) }).where("id", "=", productId).execute();
  }
  await mine.updateTable("payComponentDraft").set({ productId }).where("id", "=", draft.id).execute();
}

export async function settleDrafts(db: Db, merId: number): Promise<void> {
  const pending = await merchantScope(db, merId).selectFrom("payComponentDraft").selectAll().where("reviewSubmittedAt", "is not", null).execute();
  for (const draft of pending) {
    const stages = elapsedReviewStages(draft.reviewSubmittedAt);
    if (stages < 1) continue;
    const time = now();
    let read: ReviewState = draft;
    if (draft.platformEditStatus === 2) {
      const platform = reviewVerdict(draft.title);
      const decided = platform.passed
        ? { platformEditStatus: 4, platformStatusReason: "", editStatus: 2, updateTime: time }
        : { platformEditStatus: 3, platformStatusReason: platform.reason, reviewSubmittedAt: null, updateTime: time };
      if (!(await settleStep(db, draft, read, decided)) || !platform.passed) continue;
      read = { ...read, platformEditStatus: 4, editStatus: 2 };
    }
    if (stages < 2) continue;
    const wechat = wechatPictureVerdict(draft.headImg);
    if (wechat.passed) {
      const claimed = read;
      await merchantScope(db, merId).transaction((mine) => publish(mine, draft, claimed));
      continue;
    }
    await settleStep(db, draft, read, { editStatus: 3, rejectReason: wechat.reason, reviewSubmittedAt: null, updateTime: time });
  }
}
