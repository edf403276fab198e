/**
 * The order list and its status counts. A tab is the SQLite-computed `tab` column (migration
 * 0009), read through an index that ends in `id`, so a page of ids comes from the index alone.
 * Totals come from trigger-kept counters where the filters allow (migrations 0009 and 0023):
 * `order_tab_count` unfiltered, `order_day_count` for a date range alone, `order_user_count` for a
 * shopper search alone; other combinations count the rows.
 */
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from "kysely";
import type { Db } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import { dateLimitRange, type DateRange } from "../../core/dateLimit.js";
import { matchesIndexed } from "../../core/indexedSearch.js";
import { idIn } from "../../core/idIn.js";
import { MOST_PARTS_MERGED, newestMerged, type NewestIds } from "../../core/newestMerged.js";
import type { OrderCounts, OrderFilters, OrderStatusFilter } from "./contract.js";
import { ORDER_BLOCK } from "../../db/migrations/0029_order_blocks.js";
import { SHOPPER_COLUMNS, type LineRecord, type OrderRecord, type Shopper } from "./serialize.js";
import { pageOrders } from "./pageRows.js";

/** The `tab` value of each status string (migration 0009). */
export const TAB_OF: Partial<Record<OrderStatusFilter, number>> = {
  unPaid: 1,
  notShipped: 2,
  spike: 3,
  awaitVerification: 4,
  receiving: 5,
  complete: 6,
  refunded: 7,
  cancel: 8,
};

/** The filters as the query needs them, the date keyword already turned into a range. */
export interface ResolvedFilters {
  orderNo?: string;
  range?: DateRange;
  type?: number;
  searchType?: string;
  content?: string;
}

export const resolveFilters = (f: OrderFilters): ResolvedFilters => ({
  orderNo: f.orderNo,
  range: dateLimitRange(f.dateLimit),
  type: f.type,
  searchType: f.content ? (f.searchType ?? "all") : undefined,
  content: f.content,
});

export const isUnfiltered = (f: ResolvedFilters) => !f.orderNo && !f.range && f.type === undefined && !f.content;

type OrderSelect<O> = SelectQueryBuilder<DB, "merchantOrder", O>;

/**
 * The shoppers a text search means: the uid typed (searchType uid, or all), and those whose
 * nickname or phone contains the text (a LIKE the way the backend writes it: `%`, `_` in the text
 * stay wildcards), found through the user table's trigram index (core/indexedSearch.ts). Read
 * first, so the order query is a plain `uid IN (…)` that its indexes serve.
 */
export async function shopperIds(db: Db, searchType: string, text: string): Promise<number[]> {
  const ids = new Set<number>();
  if ((searchType === "uid" || searchType === "all") && /^\d+$/.test(text)) ids.add(Number(text));
  const columns: Array<"nickname" | "phone"> =
    searchType === "all" ? ["nickname", "phone"] : searchType === "nickname" || searchType === "phone" ? [searchType] : [];
  if (columns.length) {
    const rows = await db.selectFrom("user").select("id").where((await matchesIndexed(db, "user", columns, `%${text}%`)).where).execute();
    for (const r of rows) ids.add(r.id);
  }
  return [...ids].sort((a, b) => a - b);
}

/** The filters with a text search's shoppers read (`shopperIds`). */
export interface SearchFilters extends ResolvedFilters {
  /** The shoppers a text search matches; undefined when there is no text. */
  uids?: number[];
}

export async function withShoppers(db: Db, f: ResolvedFilters): Promise<SearchFilters> {
  return f.content ? { ...f, uids: await shopperIds(db, f.searchType ?? "all", f.content) } : f;
}

/**
 * How a page of a date range or of a shopper search is read (`pageRoute`): "seek" reads the
 * matching rows through the range's or the shoppers' index and sorts them; "scan" walks the tab's
 * index newest first and tests each row. Each route leaves the other's columns out of its index
 * reach by reading them through an expression (`n + 0`, `t || ''`): the same SQL on SQLite and
 * PostgreSQL, whose planners would otherwise pick by guesses that miss by a factor of a thousand.
 */
export type PageRoute = "seek" | "scan" | "shopper";

const unindexedInt = (column: string) => sql<number>`(${sql.ref(column)} + 0)`;
const unindexedText = (column: string) => sql<string>`(${sql.ref(column)} || '')`;

/** `uid IN (…)`, or nothing matches for no shopper. */
const uidIn = (db: Db, eb: ExpressionBuilder<DB, "merchantOrder">, uids: number[], route?: PageRoute) =>
  uids.length ? idIn(db, route === "scan" ? unindexedInt("merchantOrder.uid") : eb.ref("merchantOrder.uid"), uids) : eb.lit(false);

function applyFilters<O>(db: Db, q: OrderSelect<O>, f: SearchFilters, route?: PageRoute): OrderSelect<O> {
  if (f.orderNo) q = q.where("merchantOrder.orderNo", "=", f.orderNo);
  if (f.range) {
    const createTime = route === "scan" ? unindexedText("merchantOrder.createTime") : sql.ref<string>("merchantOrder.createTime");
    q = q.where(createTime, ">=", f.range.start).where(createTime, "<=", f.range.end);
  }
  if (f.type !== undefined) q = q.where("merchantOrder.type", "=", f.type);
  const text = f.content;
  if (text) {
    const uids = f.uids ?? [];
    // "all" also finds the order of that number (order numbers are unique: at most one row).
    if (f.searchType === "all") q = q.where((eb) => eb.or([eb("merchantOrder.orderNo", "=", text), uidIn(db, eb, uids, route)]));
    else q = q.where((eb) => uidIn(db, eb, uids, route));
  }
  return q;
}

/** The merchant's orders in one tab (not those it deleted), filtered. */
export function ordersIn(db: Db, merId: number, status: OrderStatusFilter, f: SearchFilters, route?: PageRoute) {
  const tab = TAB_OF[status];
  // "seek" keeps the tab's indexes out of reach (see PageRoute), but a date range in one tab or
  // among the deleted seeks through merchant_order_tab_created or _user_del_created (migration
  // 0027), which hold those orders alone; "shopper" reads one shopper's orders through
  // merchant_order_uid or, in a tab, merchant_order_uid_tab (migration 0023).
  const rangeInTab = route === "seek" && f.range !== undefined && status !== "all";
  const flag = (column: "isMerchantDel" | "isUserDel" | "tab") =>
    (route === "seek" && !rangeInTab) || (route === "shopper" && column !== "tab") ? unindexedInt(`merchantOrder.${column}`) : sql.ref<number>(`merchantOrder.${column}`);
  let q = db.selectFrom("merchantOrder").where("merchantOrder.merId", "=", merId).where(flag("isMerchantDel"), "=", 0);
  if (status === "deleted") q = q.where(flag("isUserDel"), "=", 1);
  if (tab !== undefined) q = q.where(flag("tab"), "=", tab);
  return applyFilters(db, q, f, route);
}

const emptyCounts = (): OrderCounts => ({
  all: 0,
  unPaid: 0,
  notShipped: 0,
  spike: 0,
  receiving: 0,
  complete: 0,
  refunded: 0,
  deleted: 0,
  verification: 0,
  cancel: 0,
});

const KEY_OF_TAB: Record<number, keyof OrderCounts> = {
  1: "unPaid",
  2: "notShipped",
  3: "spike",
  4: "verification",
  5: "receiving",
  6: "complete",
  7: "refunded",
  8: "cancel",
};

/** Counts per tab from rows of (tab, isUserDel, num). */
export function countsFrom(rows: Array<{ tab: number; isUserDel: number; num: number }>): OrderCounts {
  const counts = emptyCounts();
  for (const r of rows) {
    const num = Number(r.num);
    counts.all += num;
    if (r.isUserDel === 1) counts.deleted += num;
    const key = KEY_OF_TAB[r.tab];
    if (key) counts[key] += num;
  }
  return counts;
}

/** Only a date range: the totals come from `order_day_count` (whole GMT+8 days, as dateLimit gives). */
const rangeOnly = (f: SearchFilters) => f.range && !f.orderNo && f.type === undefined && !f.content;
/** Only a text search: the totals come from `order_user_count` of its shoppers. */
const searchOnly = (f: SearchFilters) => f.content && f.uids && !f.orderNo && !f.range && f.type === undefined;

type CountRow = { tab: number; isUserDel: number; num: number };

interface ShopperSearchFacts {
  /** The shoppers' rows of `order_user_count`. */
  counters: Array<CountRow & { uid: number }>;
  /** With "all", the order whose number is the text, in any tab. */
  byNumber?: { id: number; tab: number; isUserDel: number; uid: number };
}

/** Per shopper search, by its list of shoppers (made afresh for each request by `withShoppers`). */
const searchFacts = new WeakMap<number[], Promise<ShopperSearchFacts>>();

/**
 * What a shopper search's counts, its route to the page and its page each read: the shoppers'
 * counters and the order numbered as the text. Read once per request, not once for each.
 */
function shopperSearchFacts(db: Db, merId: number, f: SearchFilters): Promise<ShopperSearchFacts> {
  const uids = f.uids!;
  let facts = searchFacts.get(uids);
  if (!facts) searchFacts.set(uids, (facts = readShopperSearchFacts(db, merId, f)));
  return facts;
}

/**
 * The shoppers' counters and the order numbered as the text, in one statement: the order's row
 * carries its id in `orderId` (a counter's row, 0) and counts as one order.
 */
async function readShopperSearchFacts(db: Db, merId: number, f: SearchFilters): Promise<ShopperSearchFacts> {
  const uids = f.uids!;
  const counters = uids.length
    ? db
        .selectFrom("orderUserCount")
        .select(["uid", "tab", "isUserDel", "num", sql<number>`0`.as("orderId")])
        .where("merId", "=", merId)
        .where((eb) => idIn(db, eb.ref("uid"), uids))
    : undefined;
  const numbered =
    f.searchType === "all"
      ? ordersIn(db, merId, "all", { orderNo: f.content }).select([
          "merchantOrder.uid",
          "merchantOrder.tab",
          "merchantOrder.isUserDel",
          sql<number>`1`.as("num"),
          "merchantOrder.id as orderId",
        ])
      : undefined;
  const both = counters && numbered ? counters.unionAll(numbered) : (counters ?? numbered);
  const rows = both ? await both.execute() : [];
  const order = rows.find((r) => Number(r.orderId) !== 0);
  return {
    counters: rows.filter((r) => Number(r.orderId) === 0).map(({ uid, tab, isUserDel, num }) => ({ uid, tab, isUserDel, num })),
    byNumber: order && { id: Number(order.orderId), tab: order.tab, isUserDel: order.isUserDel, uid: order.uid },
  };
}

/** Per request, by its filters object (made afresh for each request): the count rows read for it. */
const countRowsRead = new WeakMap<SearchFilters, Promise<CountRow[]>>();
/** Per request, by its filters object: the whole list's count rows, read with a date range's own. */
const wholeRowsRead = new WeakMap<SearchFilters, Promise<CountRow[]>>();

/**
 * Rows of (tab, isUserDel, num) under the filters, read once per request: a date range's page
 * chooses its route from the same counts its total comes from, and from the whole list's, which
 * are read with them (`readRangeAndWholeRows`).
 */
function countRows(db: Db, merId: number, f: SearchFilters): Promise<CountRow[]> {
  let rows = countRowsRead.get(f);
  if (!rows && rangeOnly(f)) {
    const both = readRangeAndWholeRows(db, merId, f.range!);
    const whole = both.then((read) => read.whole);
    // A failed read is answered through the range's rows; the whole list's may never be asked for.
    whole.catch(() => undefined);
    wholeRowsRead.set(f, whole);
    countRowsRead.set(f, (rows = both.then((read) => read.range)));
  }
  if (!rows) countRowsRead.set(f, (rows = readCountRows(db, merId, f)));
  return rows;
}

/** The whole list's kept counts (order_tab_count). */
const wholeCountQuery = (db: Db, merId: number) => db.selectFrom("orderTabCount").select(["tab", "isUserDel", "num"]).where("merId", "=", merId);

/** A date range's kept counts: the days' rows of order_day_count summed (whole GMT+8 days, as dateLimit gives). */
const rangeCountQuery = (db: Db, merId: number, range: DateRange) =>
  db
    .selectFrom("orderDayCount")
    .select(["tab", "isUserDel", (eb) => eb.fn.sum<number>("num").as("num")])
    .where("merId", "=", merId)
    .where("day", ">=", range.start.slice(0, 10))
    .where("day", "<=", range.end.slice(0, 10))
    .groupBy(["tab", "isUserDel"]);

/** A date range's counts and the whole list's in one statement, each row marked with its source. */
async function readRangeAndWholeRows(db: Db, merId: number, range: DateRange) {
  const rows = await rangeCountQuery(db, merId, range)
    .select(sql<number>`0`.as("whole"))
    .unionAll(wholeCountQuery(db, merId).select(sql<number>`1`.as("whole")))
    .execute();
  const read = { range: [] as CountRow[], whole: [] as CountRow[] };
  for (const { whole, ...row } of rows) (Number(whole) ? read.whole : read.range).push(row);
  return read;
}

/** Rows of (tab, isUserDel, num) under the filters other than a date range alone, from the trigger-kept counters where they serve. */
async function readCountRows(db: Db, merId: number, f: SearchFilters): Promise<CountRow[]> {
  if (isUnfiltered(f)) return wholeCountQuery(db, merId).execute();
  if (searchOnly(f)) {
    const { counters, byNumber } = await shopperSearchFacts(db, merId, f);
    // The order whose number is the text, unless its shopper is already counted.
    return byNumber && !f.uids!.includes(byNumber.uid) ? [...counters, { tab: byNumber.tab, isUserDel: byNumber.isUserDel, num: 1 }] : counters;
  }
  return ordersIn(db, merId, "all", f)
    .select(["merchantOrder.tab", "merchantOrder.isUserDel", (eb) => eb.fn.countAll<number>().as("num")])
    .groupBy(["merchantOrder.tab", "merchantOrder.isUserDel"])
    .execute();
}

export async function orderCounts(db: Db, merId: number, f: SearchFilters): Promise<OrderCounts> {
  return countsFrom(await countRows(db, merId, f));
}

const countIn = (counts: OrderCounts, status: OrderStatusFilter) => (status === "awaitVerification" ? counts.verification : counts[status]);

/** How many orders a list would show. */
export async function countOrders(db: Db, merId: number, status: OrderStatusFilter, f: SearchFilters): Promise<number> {
  if (isUnfiltered(f) || rangeOnly(f) || searchOnly(f)) return countIn(await orderCounts(db, merId, f), status);
  const row = await ordersIn(db, merId, status, f).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** How many orders the list's tab holds unfiltered: read with a date range's counts where they were (`countRows`). */
async function wholeCount(db: Db, merId: number, status: OrderStatusFilter, f: SearchFilters): Promise<number> {
  const rows = wholeRowsRead.get(f);
  return rows ? countIn(countsFrom(await rows), status) : countOrders(db, merId, status, {});
}

/** How a page of a date range or a shopper search is read, and how many rows a scan would walk. */
interface RoutePlan {
  route: PageRoute;
  /** The rows a scan of the tab walks for the page if the matches are spread evenly over it. */
  scanRows: number;
}

/**
 * The cheaper route to a page of a date range or of a shopper search, from the counters: seeking
 * reads every match (`matches` rows), scanning the tab newest first reads about
 * `rows × tab total / matches` rows. Undefined for other filters; "none" past the last match.
 */
async function pageRoute(db: Db, merId: number, status: OrderStatusFilter, f: SearchFilters, offset: number, limit: number): Promise<RoutePlan | "none" | undefined> {
  if (!rangeOnly(f) && !searchOnly(f)) return undefined;
  const [matches, total] = await Promise.all([countOrders(db, merId, status, f), wholeCount(db, merId, status, f)]);
  if (offset >= matches) return "none";
  const scanRows = Math.ceil(((offset + limit) * total) / matches);
  return { route: matches <= scanRows ? "seek" : "scan", scanRows };
}

/**
 * A page of a shopper search read by scanning, within the tab's newest `2 × scanRows` rows (a
 * date range scans the blocks that hold its page, `pageBlocks`). The matches may not be spread
 * evenly (a shopper whose orders are all old): when that window holds less than a whole page,
 * undefined, and the page is read by seeking instead. A whole page from the window is exact: its
 * matches are the newest ones of the tab.
 */
async function scannedPageIds(db: Db, merId: number, status: OrderStatusFilter, f: SearchFilters, offset: number, limit: number, scanRows: number) {
  const edge = await ordersIn(db, merId, status, {})
    .select("merchantOrder.id")
    .orderBy("merchantOrder.id", "desc")
    .limit(1)
    .offset(2 * scanRows - 1)
    .executeTakeFirst();
  let page = ordersIn(db, merId, status, f, "scan");
  if (edge) page = page.where("merchantOrder.id", ">=", edge.id);
  const rows = await page.select("merchantOrder.id").orderBy("merchantOrder.id", "desc").limit(limit).offset(offset).execute();
  return !edge || rows.length === limit ? rows.map((r) => r.id) : undefined;
}

/**
 * A page of a shopper search: each matching shopper's newest `offset + limit` orders (one index
 * range each, skipping shoppers without orders in the tab by their counters), merged newest first;
 * with "all", the order whose number is the text as well. Undefined for too many shoppers. The
 * page's ids are a query, read with the page's orders in one statement (`pageOrders`).
 */
async function shopperPageIds(db: Db, merId: number, status: OrderStatusFilter, f: SearchFilters, offset: number, limit: number) {
  const uids = f.uids!;
  const { counters, byNumber } = await shopperSearchFacts(db, merId, f);
  const countersOf = new Map<number, typeof counters>();
  for (const c of counters) countersOf.set(c.uid, [...(countersOf.get(c.uid) ?? []), c]);
  const matches = new Map<number, number>();
  for (const uid of uids) matches.set(uid, countIn(countsFrom(countersOf.get(uid) ?? []), status));
  const shoppers = uids.filter((uid) => matches.get(uid)! > 0);
  if (shoppers.length > MOST_PARTS_MERGED) return undefined;
  const wanted = offset + limit;
  // Each shopper's newest orders, merged in one query (one read, not one per shopper).
  const newest: NewestIds[] = shoppers.map((uid) =>
    ordersIn(db, merId, status, {}, "shopper")
      .where("merchantOrder.uid", "=", uid)
      .select("merchantOrder.id")
      .orderBy("merchantOrder.id", "desc")
      .limit(Math.min(wanted, matches.get(uid)!)),
  );
  // The order numbered as the text, when it is in this tab (its counts as one order's say).
  const numberedInTab = byNumber && countIn(countsFrom([{ ...byNumber, num: 1 }]), status) > 0;
  if (byNumber && numberedInTab && !uids.includes(byNumber.uid)) newest.push(db.selectFrom("merchantOrder").select("merchantOrder.id").where("merchantOrder.id", "=", byNumber.id));
  if (!newest.length) return [];
  return newestMerged(db, newest).limit(limit).offset(offset);
}

/** Past this many orders in, a page of an unfiltered list starts from the blocks (`pageBlocks`) instead of walking them all. */
const BLOCKS_FROM = ORDER_BLOCK;

/** Where a page lies among the blocks of ids: the ids below `below` and from `from`, after skipping `skip` of them. */
interface PageBlocks {
  below: number;
  from: number;
  skip: number;
}

/** One block's orders under a list's tab. */
interface BlockCount {
  block: number;
  num: number;
}

/**
 * The kept counts of the blocks of ids, newest block first, for a tab: `order_tab_block`
 * (migration 0029) for the whole list, `order_block_day` (0033) for the days of a date range
 * (whole GMT+8 days, as dateLimit gives).
 */
async function blockCounts(db: Db, merId: number, status: OrderStatusFilter, range: DateRange | undefined): Promise<BlockCount[]> {
  // Both tables hold mer_id, tab, is_user_del, block and num.
  const kept = (
    range
      ? db.selectFrom("orderBlockDay").where("day", ">=", range.start.slice(0, 10)).where("day", "<=", range.end.slice(0, 10))
      : db.selectFrom("orderTabBlock")
  ) as SelectQueryBuilder<DB, "orderTabBlock", object>;
  let blocks = kept.select(["block", (eb) => eb.fn.sum<number>("num").as("num")]).where("merId", "=", merId);
  const tab = TAB_OF[status];
  if (tab !== undefined) blocks = blocks.where("tab", "=", tab);
  if (status === "deleted") blocks = blocks.where("isUserDel", "=", 1);
  return (await blocks.groupBy("block").orderBy("block", "desc").execute()).map(({ block, num }) => ({ block, num: Number(num) }));
}

/**
 * The blocks that hold a page, from their counts (newest first): the page starts in the newest
 * block whose orders reach past `offset`, after skipping those of its orders that come before the
 * page, and ends in the block where `offset + limit` is reached. "none" past the last order.
 */
function pageBlocks(blocks: BlockCount[], offset: number, limit: number): PageBlocks | "none" {
  let before = 0;
  let start: { below: number; skip: number } | undefined;
  for (const { block, num } of blocks) {
    if (!start && before + num > offset) start = { below: (block + 1) * ORDER_BLOCK, skip: offset - before };
    before += num;
    if (start && before >= offset + limit) return { ...start, from: block * ORDER_BLOCK };
  }
  return start ? { ...start, from: 0 } : "none";
}

const blocksTotal = (blocks: BlockCount[]) => blocks.reduce((total, b) => total + b.num, 0);

/**
 * A page of orders and how many the list holds. A deep page of the whole list is found from its
 * tab's block counts, and their sum is the total: one query less than reading the tab counts too.
 */
export async function orderList(db: Db, merId: number, status: OrderStatusFilter, f: SearchFilters, page: number, limit: number) {
  if (isUnfiltered(f) && (page - 1) * limit >= BLOCKS_FROM) {
    const blocks = await blockCounts(db, merId, status, undefined);
    return { total: blocksTotal(blocks), rows: await orderPage(db, merId, status, f, page, limit, blocks) };
  }
  const [total, rows] = await Promise.all([countOrders(db, merId, status, f), orderPage(db, merId, status, f, page, limit)]);
  return { total, rows };
}

/** One page of orders, newest first, with their lines and shoppers (`pageOrders`); `listBlocks`, the whole list's block counts, for a deep page of it. */
async function orderPage(db: Db, merId: number, status: OrderStatusFilter, f: SearchFilters, page: number, limit: number, listBlocks?: BlockCount[]) {
  const offset = (page - 1) * limit;
  const merged = searchOnly(f) ? await shopperPageIds(db, merId, status, f, offset, limit) : undefined;
  const deep = listBlocks ? pageBlocks(listBlocks, offset, limit) : undefined;
  if (deep === "none") return [];
  const plan = merged ? undefined : await pageRoute(db, merId, status, f, offset, limit);
  if (plan === "none") return [];
  // A date range alone scans the blocks that hold its page; a search scans a window of the newest orders.
  const ranged = plan?.route === "scan" && rangeOnly(f) ? pageBlocks(await blockCounts(db, merId, status, f.range), offset, limit) : undefined;
  if (ranged === "none") return [];
  const scanned = plan?.route === "scan" && !ranged ? await scannedPageIds(db, merId, status, f, offset, limit, plan.scanRows) : undefined;
  // A window that fell short seeks instead.
  const route = plan?.route === "scan" && !ranged ? "seek" : plan?.route;
  const bounds = deep ?? ranged;
  const known = merged ?? scanned;
  if (Array.isArray(known) && !known.length) return [];
  // A page read by its query is one query with its orders: the ids in a subquery.
  const ids =
    (Array.isArray(known) ? known : known?.$asScalar()) ??
    ordersIn(db, merId, status, f, route)
      .$if(bounds !== undefined, (q) => q.where("merchantOrder.id", "<", bounds!.below).where("merchantOrder.id", ">=", bounds!.from))
      .select("merchantOrder.id")
      // A seek sorts its matches: ordered by `id + 0`, the tab's indexes (which end in id) do not tempt the planner.
      .orderBy(route === "seek" ? unindexedInt("merchantOrder.id") : sql.ref<number>("merchantOrder.id"), "desc")
      .limit(limit)
      .offset(bounds?.skip ?? offset)
      .$asScalar();
  return pageOrders(db, ids);
}

/** Lines by order number. */
export async function linesOf(db: Db, orderNos: string[]): Promise<Map<string, LineRecord[]>> {
  if (!orderNos.length) return new Map();
  return byOrder(await db.selectFrom("orderDetail").selectAll().where("orderNo", "in", orderNos).orderBy("id").execute());
}

function byOrder<L extends { orderNo: string }>(rows: L[]): Map<string, L[]> {
  const map = new Map<string, L[]>();
  for (const r of rows) {
    const list = map.get(r.orderNo);
    if (list) list.push(r);
    else map.set(r.orderNo, [r]);
  }
  return map;
}

export async function shoppersOf(db: Db, uids: number[]): Promise<Map<number, Shopper>> {
  if (!uids.length) return new Map();
  const rows = await db
    .selectFrom("user")
    .select(["id", ...SHOPPER_COLUMNS])
    .where("id", "in", [...new Set(uids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export type { OrderRecord };
