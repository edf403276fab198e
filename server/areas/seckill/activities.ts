/** The platform's flash-sale activities as a merchant reads them: state, time slots, category names. */
import { sql, type Selectable } from "kysely";
import type { Db } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import { ApiError } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { platformCategories } from "../product/catalog.js";
import type { SeckillActivityRow } from "./contract.js";

export type ActivityRow = Selectable<DB["seckillActivity"]>;

export const ACTIVITY_STATE = { notStarted: 0, running: 1, ended: 2 } as const;

export const activityMissing = () => new ApiError(12103, "秒杀活动不存在");
/** MarketingResultCode.SECKILL_ACTIVITY_STATUS_ABNORMAL with the backend's own texts. */
export const activityAbnormal = (message: string) => new ApiError(12104, message);

/** Today in China time, `yyyy-MM-dd`. */
export const today = () => now().slice(0, 10);

/** Ended after its last day; running from its first day while the platform keeps it open; not started otherwise. */
export function activityState(a: Pick<ActivityRow, "startDate" | "endDate" | "isOpen">, day = today()): number {
  if (a.endDate < day) return ACTIVITY_STATE.ended;
  if (a.isOpen === 1 && a.startDate <= day) return ACTIVITY_STATE.running;
  return ACTIVITY_STATE.notStarted;
}

/** `activityState` in SQL, for filters on joined rows. */
export const activityStateSql = (day: string) =>
  sql<number>`CASE WHEN seckill_activity.end_date < ${day} THEN 2 WHEN seckill_activity.is_open = 1 AND seckill_activity.start_date <= ${day} THEN 1 ELSE 0 END`;

export async function findActivity(db: Db, id: number): Promise<ActivityRow> {
  const row = await db.selectFrom("seckillActivity").selectAll().where("id", "=", id).where("isDel", "=", 0).executeTakeFirst();
  if (!row) throw activityMissing();
  return row;
}

export interface ActivitySlots {
  ids: number[];
  /** `10:00 - 12:00`. */
  labels: string[];
}

/** The time slots of each activity, earliest first. */
export async function slotsOf(db: Db, activityIds: readonly number[]): Promise<Map<number, ActivitySlots>> {
  const slots = new Map<number, ActivitySlots>();
  if (!activityIds.length) return slots;
  const rows = await db
    .selectFrom("seckillActivityTime")
    .innerJoin("seckillTimeInterval", "seckillTimeInterval.id", "seckillActivityTime.intervalId")
    .select(["seckillActivityTime.activityId", "seckillTimeInterval.id", "seckillTimeInterval.startTime", "seckillTimeInterval.endTime"])
    .where("seckillActivityTime.activityId", "in", [...new Set(activityIds)])
    .orderBy("seckillTimeInterval.startTime")
    .execute();
  for (const row of rows) {
    const entry = slots.get(row.activityId) ?? { ids: [], labels: [] };
    entry.ids.push(row.id);
    entry.labels.push(`${row.startTime} - ${row.endTime}`);
    slots.set(row.activityId, entry);
  }
  return slots;
}

/** The platform category ids an activity admits; empty for any category ("0"). */
export const activityCategoryIds = (proCategory: string): number[] =>
  proCategory
    .split(",")
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

async function categoryNames(db: Db, proCategory: string): Promise<string> {
  const { byId } = await platformCategories(db);
  return activityCategoryIds(proCategory)
    .map((id) => byId.get(id)?.name)
    .filter(Boolean)
    .join(",");
}

/** Rows → `SeckillActivityPageResponse`; `productNum` counts the merchant's own products. */
export async function toActivityRows(db: Db, merId: number, rows: ActivityRow[]): Promise<SeckillActivityRow[]> {
  const ids = rows.map((r) => r.id);
  const slots = await slotsOf(db, ids);
  const counts = ids.length
    ? await db
        .selectFrom("seckillProduct")
        .select(["activityId", (eb) => eb.fn.countAll<number>().as("n")])
        .where("merId", "=", merId)
        .where("isDel", "=", 0)
        .where("activityId", "in", ids)
        .groupBy("activityId")
        .execute()
    : [];
  const countOf = new Map(counts.map((c) => [c.activityId, Number(c.n)]));
  const day = today();
  return Promise.all(
    rows.map(async (a) => ({
      id: a.id,
      name: a.name,
      startDate: a.startDate,
      endDate: a.endDate,
      oneQuota: a.oneQuota,
      allQuota: a.allQuota,
      merStars: a.merStars,
      proCategory: a.proCategory,
      isOpen: a.isOpen,
      status: activityState(a, day),
      createTime: a.createTime,
      productNum: countOf.get(a.id) ?? 0,
      timeList: slots.get(a.id)?.labels ?? [],
      productCategoryNames: await categoryNames(db, a.proCategory),
    })),
  );
}
