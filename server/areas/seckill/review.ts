/** The platform's audit of seckill products, played by the shared simulated reviewer. */
import type { Db } from "../../db/database.js";
import { merchantScope } from "../../core/route.js";
import { formatDateTime } from "../../core/format.js";
import { reviewCutoff, reviewVerdict } from "../../core/simulatedReview.js";

export const AUDIT = { pending: 1, passed: 2, rejected: 3 } as const;

/** Decides the merchant's submissions whose review time has come (run before its rows are read). */
export async function settleSeckillReviews(db: Db, merId: number): Promise<void> {
  const cutoff = formatDateTime(reviewCutoff(1));
  const due = await db
    .selectFrom("seckillProduct")
    .select(["id", "name"])
    .where("merId", "=", merId)
    .where("isDel", "=", 0)
    .where("auditStatus", "=", AUDIT.pending)
    .where("submitTime", "<=", cutoff)
    .execute();
  if (!due.length) return;
  const time = formatDateTime();
  await merchantScope(db, merId).transaction(async ({ db: trx }) => {
    for (const row of due) {
      const verdict = reviewVerdict(row.name);
      await trx
        .updateTable("seckillProduct")
        .set({ auditStatus: verdict.passed ? AUDIT.passed : AUDIT.rejected, reason: verdict.reason, updateTime: time })
        .where("id", "=", row.id)
        .where("auditStatus", "=", AUDIT.pending)
        .execute();
    }
  });
}
