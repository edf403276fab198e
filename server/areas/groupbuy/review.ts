/**
 * What time decides: the platform's audit of activities (the shared simulated reviewer) and
 * groups whose time ran out (failed, or filled with virtual members when the activity says so).
 * Both are settled when the merchant's rows are read.
 */
import type { Db } from "../../db/database.js";
import { merchantScope } from "../../core/route.js";
import { formatDateTime, now } from "../../core/format.js";
import { reviewCutoff, reviewVerdict } from "../../core/simulatedReview.js";
import { GROUP_STATUS, RECORD_STATUS } from "./contract.js";

export async function settleGroupBuyReviews(db: Db, merId: number): Promise<void> {
  const cutoff = formatDateTime(reviewCutoff(1));
  const due = await db
    .selectFrom("groupBuyActivity")
    .select(["id", "groupName"])
    .where("merId", "=", merId)
    .where("isDel", "=", 0)
    .where("groupStatus", "=", GROUP_STATUS.pending)
    .where("submitTime", "<=", cutoff)
    .execute();
  if (!due.length) return;
  const time = now();
  await merchantScope(db, merId).transaction(async ({ db: trx }) => {
    for (const row of due) {
      const verdict = reviewVerdict(row.groupName);
      await trx
        .updateTable("groupBuyActivity")
        .set({ groupStatus: verdict.passed ? GROUP_STATUS.approved : GROUP_STATUS.rejected, refusal: verdict.reason, updateTime: time })
        .where("id", "=", row.id)
        .where("groupStatus", "=", GROUP_STATUS.pending)
        .execute();
    }
  });
}

/** Running groups past their end: full (virtual members) when the activity fills groups, failed otherwise. */
export async function settleGroupRecords(db: Db, merId: number): Promise<void> {
  const time = now();
  const due = await db
    .selectFrom("groupBuyRecord")
    .innerJoin("groupBuyActivity", "groupBuyActivity.id", "groupBuyRecord.groupActivityId")
    .select(["groupBuyRecord.id", "groupBuyRecord.buyingCountNum", "groupBuyActivity.fictiStatus"])
    .where("groupBuyRecord.merId", "=", merId)
    .where("groupBuyRecord.recordStatus", "=", RECORD_STATUS.running)
    .where("groupBuyRecord.endTime", "<=", time)
    .execute();
  if (!due.length) return;
  await merchantScope(db, merId).transaction(async ({ db: trx }) => {
    for (const row of due) {
      const filled = row.fictiStatus === 1;
      await trx
        .updateTable("groupBuyRecord")
        .set(filled ? { recordStatus: RECORD_STATUS.success, yetBuyingNum: row.buyingCountNum } : { recordStatus: RECORD_STATUS.failed })
        .where("id", "=", row.id)
        .execute();
    }
  });
}
