/** The after-sales list and its status counts (contract §3.12). */
import type { Selectable, SelectQueryBuilder } from "kysely";
import type { Db } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import { dateLimitRange } from "../../core/dateLimit.js";
import { matchesIndexed } from "../../core/indexedSearch.js";
import { REFUND_STATUS_ALL, type RefundCounts, type RefundFilters, type RefundRow } from "./contract.js";
import { toRefundLine } from "./serialize.js";
import { fromCents } from "../../core/format.js";
import type { Page } from "../../core/envelope.js";
import { COUNT_BESIDE_PAGE, readPage, type PageRequest } from "../../core/paging.js";

type RefundSelect<O> = SelectQueryBuilder<DB, "refundOrder", O>;

/**
 * The shoppers whose nickname or phone (`columns`) is LIKE '%text%' (the text's `%` and `_` stay
 * wildcards, as the backend's), found through the user table's trigram index.
 */
async function shoppersLike(db: Db, columns: Array<"nickname" | "phone">, text: string) {
  const match = await matchesIndexed(db, "user", columns, `%${text}%`);
  return db.selectFrom("user").select("user.id").where(match.where);
}

/** The merchant's refund orders matching the filters (any status). */
export async function refundsMatching(db: Db, merId: number, f: RefundFilters): Promise<RefundSelect<object>> {
  let q = db.selectFrom("refundOrder").where("refundOrder.merId", "=", merId);
  if (f.refundOrderNo) q = q.where("refundOrder.refundOrderNo", "=", f.refundOrderNo);
  if (f.orderNo) q = q.where("refundOrder.orderNo", "=", f.orderNo);
  if (f.trackingNumber) q = q.where("refundOrder.trackingNumber", "=", f.trackingNumber);
  const range = dateLimitRange(f.dateLimit);
  if (range) q = q.where("refundOrder.createTime", ">=", range.start).where("refundOrder.createTime", "<=", range.end);
  const text = f.content;
  if (text) {
    const uid = /^\d+$/.test(text) ? Number(text) : -1;
    const type = f.searchType ?? "all";
    if (type === "uid") q = q.where("refundOrder.uid", "=", uid);
    else if (type === "nickname" || type === "phone") q = q.where("refundOrder.uid", "in", await shoppersLike(db, [type], text));
    else {
      const shoppers = await shoppersLike(db, ["nickname", "phone"], text);
      q = q.where((eb) => eb.or([eb("refundOrder.uid", "=", uid), eb("refundOrder.uid", "in", shoppers)]));
    }
  }
  return q;
}

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

/** One page of the refunds of `status` (or all) matching the filters, newest first. */
export async function refundPage(db: Db, merId: number, status: number, f: RefundFilters, paging: PageRequest): Promise<Page<RefundRow>> {
  const matching = await refundsMatching(db, merId, f);
  const q = status === REFUND_STATUS_ALL ? matching : matching.where("refundOrder.refundStatus", "=", status);
  return readPage(
    q,
    paging,
    (matching) =>
      matching
        .leftJoin("user", "user.id", "refundOrder.uid")
        .select(REFUND_ROW_COLUMNS.map((column) => `refundOrder.${column}` as const))
        .select("user.nickname")
        .orderBy("refundOrder.id", "desc"),
    (rows) => refundRows(db, rows),
    // A search by number or shopper finds a few refunds: counted beside them.
    f.content || f.refundOrderNo || f.orderNo || f.trackingNumber ? COUNT_BESIDE_PAGE : undefined,
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
