/** The after-sales list and its status counts (contract §3.12). */
import type { Selectable, SelectQueryBuilder } from "kysely";
import type { Db } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import { dateLimitRange } from "../../core/dateLimit.js";
import { idIn } from "../../core/idIn.js";
import { shopperIds } from "./queries.js";
import { REFUND_STATUS_ALL, type RefundCounts, type RefundFilters, type RefundRow } from "./contract.js";
import { toRefundLine } from "./serialize.js";
import { fromCents } from "../../core/format.js";
import type { Page } from "../../core/envelope.js";
import { COUNT_BESIDE_PAGE, pageOffset, readPage, type PageRequest } from "../../core/paging.js";
import { MOST_PARTS_MERGED, newestMerged } from "../../core/newestMerged.js";

type RefundSelect<O> = SelectQueryBuilder<DB, "refundOrder", O>;

/**
 * The merchant's refund orders matching the filters (any status). `uids`: the shoppers a text
 * search names (by id, nickname or phone, as its type says), read first when not given, so that
 * the refunds are read by their shopper through refund_order_uid (migration 0039).
 */
export async function refundsMatching(db: Db, merId: number, f: RefundFilters, uids?: number[]): Promise<RefundSelect<object>> {
  let q = db.selectFrom("refundOrder").where("refundOrder.merId", "=", merId);
  if (f.refundOrderNo) q = q.where("refundOrder.refundOrderNo", "=", f.refundOrderNo);
  if (f.orderNo) q = q.where("refundOrder.orderNo", "=", f.orderNo);
  if (f.trackingNumber) q = q.where("refundOrder.trackingNumber", "=", f.trackingNumber);
  const range = dateLimitRange(f.dateLimit);
  if (range) q = q.where("refundOrder.createTime", ">=", range.start).where("refundOrder.createTime", "<=", range.end);
  if (f.content) {
    const shoppers = uids ?? (await searchedShoppers(db, f));
    q = q.where((eb) => idIn(db, eb.ref("refundOrder.uid"), shoppers));
  }
  return q;
}

const searchedShoppers = (db: Db, f: RefundFilters) => shopperIds(db, f.searchType ?? "all", f.content!);

const COUNT_KEYS: Record<number, keyof RefundCounts> = {
  0: "await",
  1: "reject",
  2: "refunding",
  3: "refunded",
  4: "awaitReturning",
  5: "awaitReceiving",
  6: "revoke",
};

export async function refundCounts(db: Db, merId: number, f: RefundFilters): Promise<RefundCounts> {
  const rows = await (await refundsMatching(db, merId, f))
    .select(["refundOrder.refundStatus", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("refundOrder.refundStatus")
    .execute();
  const counts: RefundCounts = { all: 0, await: 0, reject: 0, refunding: 0, refunded: 0, awaitReturning: 0, awaitReceiving: 0, revoke: 0 };
  for (const r of rows) {
    const n = Number(r.n);
    counts.all += n;
    const key = COUNT_KEYS[r.refundStatus];
    if (key) counts[key] += n;
  }
  return counts;
}

/** Past this many matches, a shopper search's page merges each shopper's newest instead of sorting them all. */
const SORTED_AT_MOST = 500;

/** One page of the refunds of `status` (or all) matching the filters, newest first. */
export async function refundPage(db: Db, merId: number, status: number, f: RefundFilters, paging: PageRequest): Promise<Page<RefundRow>> {
  const uids = f.content ? await searchedShoppers(db, f) : undefined;
  const inStatus = async (shoppers?: number[]) => {
    const matching = await refundsMatching(db, merId, f, shoppers);
    return status === REFUND_STATUS_ALL ? matching : matching.where("refundOrder.refundStatus", "=", status);
  };
  const q = await inStatus(uids);
  let page = q;
  // A search by number finds a few refunds: counted beside them.
  let countAs: Parameters<typeof readPage>[4] = !f.content && (f.refundOrderNo || f.orderNo || f.trackingNumber) ? COUNT_BESIDE_PAGE : undefined;
  if (uids?.length) {
    // A shopper search: its matches counted by shopper through the shoppers' index (the total, and
    // which shoppers have any). Where they are many, each shopper's newest refunds up to the page's
    // end are merged: `uid IN (…)` reads them all and sorts them (one shopper of the bench has
    // 3,897, 3 ms under load for each page).
    const counts = await q.select(["refundOrder.uid", (eb) => eb.fn.countAll<number>().as("n")]).groupBy("refundOrder.uid").execute();
    const found = counts.map(({ uid, n }) => ({ uid, n: Number(n) }));
    countAs = found.reduce((total, { n }) => total + n, 0);
    const wanted = pageOffset(paging) + paging.limit;
    if (countAs > SORTED_AT_MOST && found.length <= MOST_PARTS_MERGED) {
      const parts = await Promise.all(found.map(async ({ uid, n }) => (await inStatus([uid])).select("refundOrder.id").orderBy("refundOrder.id", "desc").limit(Math.min(n, wanted))));
      page = q.where("refundOrder.id", "in", newestMerged(db, parts).limit(wanted));
    }
  }
  return readPage(
    page,
    paging,
    (matching) =>
      matching
        .leftJoin("user", "user.id", "refundOrder.uid")
        .select(REFUND_ROW_COLUMNS.map((column) => `refundOrder.${column}` as const))
        .select("user.nickname")
        .orderBy("refundOrder.id", "desc"),
    (rows) => refundRows(db, rows),
    countAs,
  );
}

/** The refund columns a list row shows: the list reads no other. */
const REFUND_ROW_COLUMNS = [
  "refundOrderNo",
  "orderNo",
  "uid",
  "refundStatus",
  "refundPrice",
  "merRemark",
  "createTime",
  "afterSalesType",
  "isCompulsoryRefund",
  "returnGoodsType",
] as const;

type RefundListRow = Pick<Selectable<DB["refundOrder"]>, (typeof REFUND_ROW_COLUMNS)[number]> & { nickname: string | null };

async function refundRows(db: Db, rows: RefundListRow[]): Promise<RefundRow[]> {
  const infos = rows.length
    ? await db
        .selectFrom("refundOrderInfo")
        .selectAll()
        .where(
          "refundOrderNo",
          "in",
          rows.map((r) => r.refundOrderNo),
        )
        .orderBy("id")
        .execute()
    : [];
  const list: RefundRow[] = rows.map((r) => {
    const lines = infos.filter((i) => i.refundOrderNo === r.refundOrderNo);
    return {
      refundOrderNo: r.refundOrderNo,
      orderNo: r.orderNo,
      uid: r.uid,
      refundStatus: r.refundStatus,
      refundPrice: fromCents(r.refundPrice),
      merRemark: r.merRemark,
      createTime: r.createTime,
      afterSalesType: r.afterSalesType,
      userNickName: r.nickname ?? "",
      isCompulsoryRefund: r.isCompulsoryRefund === 1,
      returnGoodsType: r.returnGoodsType,
      totalNum: lines.reduce((sum, l) => sum + l.applyRefundNum, 0),
      refundOrderInfo: lines[0] ? toRefundLine(lines[0]) : null,
    };
  });
  return list;
}
