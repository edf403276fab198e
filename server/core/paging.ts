import { sql, type AliasedExpression, type SelectQueryBuilder } from "kysely";
import { toPage, type Page } from "./envelope.js";

/** The `page` (from 1) and `limit` of a paged request; every list's query schema has both (`pageParams`). */
export interface PageRequest {
  page: number;
  limit: number;
}

/** The number of rows before `paging`'s page. */
export const pageOffset = ({ page, limit }: PageRequest): number => (page - 1) * limit;

/**
 * `countAs` for a narrowed list (a search): the total is read with the page, `count(*) over ()`
 * beside its rows, in one statement instead of two. Each statement is a round trip (PostgreSQL) or
 * a hop to a reader thread (SQLite), which for a search's few matches costs more than the reads.
 * Not for long lists: the window reads every match's whole row before the page is cut, where a
 * count alone reads the index and the page stops at its last row. A page past the end holds no
 * row to carry the total, so the total is then counted apart.
 */
export const COUNT_BESIDE_PAGE = Symbol("count beside the page");

/** The column the total rides in beside a page's rows (COUNT_BESIDE_PAGE). */
const BESIDE_TOTAL = "besidePageTotal";

/**
 * One page of a list, answered as the contract's page (`{list, total, page, limit, totalPage}`).
 * `base` is the filtered query with nothing selected yet: its rows are counted (`count(*)`, or
 * `countAs` where a row of the page is a group, or `countAs()` where the total is kept elsewhere,
 * or `countAs` itself where it is already known, or beside the page: COUNT_BESIDE_PAGE) while
 * `rows` adds the selection and the order and the page's rows are read; `items` turns them into
 * the answer's entries.
 *
 *     return readPage(mine.selectFrom("coupon").where(...), query, (q) => q.selectAll().orderBy("id", "desc"), (rows) => rows.map(toCoupon));
 */
export async function readPage<DB, TB extends keyof DB, O, RowDB, RowTB extends keyof RowDB, Row, Item = Row>(
  base: SelectQueryBuilder<DB, TB, O>,
  paging: PageRequest,
  rows: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<RowDB, RowTB, Row>,
  items?: (rows: Row[]) => Item[] | Promise<Item[]>,
  countAs: AliasedExpression<unknown, "total"> | (() => Promise<number>) | number | typeof COUNT_BESIDE_PAGE = sql`count(*)`.as("total"),
): Promise<Page<Item>> {
  const countQuery = (expression: AliasedExpression<unknown, "total">) => base.select(expression as never).executeTakeFirst() as Promise<{ total?: unknown } | undefined>;
  const offset = pageOffset(paging);
  let counted: { total?: unknown } | undefined;
  let found: Row[];
  if (countAs === COUNT_BESIDE_PAGE) {
    const withTotal = (await rows(base)
      .select(sql`count(*) over ()`.as(BESIDE_TOTAL) as never)
      .limit(paging.limit)
      .offset(offset)
      .execute()) as Array<Row & Record<typeof BESIDE_TOTAL, unknown>>;
    found = withTotal.map(({ [BESIDE_TOTAL]: _total, ...row }) => row as Row);
    counted = withTotal.length ? { total: withTotal[0]![BESIDE_TOTAL] } : offset > 0 ? await countQuery(sql`count(*)`.as("total")) : { total: 0 };
  } else {
    // A total already known (a number) past which the page starts leaves nothing to read.
    [counted, found] = await Promise.all([
      typeof countAs === "number" ? { total: countAs } : typeof countAs === "function" ? countAs().then((total) => ({ total })) : countQuery(countAs),
      typeof countAs === "number" && offset >= countAs ? [] : (rows(base).limit(paging.limit).offset(offset).execute() as Promise<Row[]>),
    ]);
  }
  const list = items ? await items(found) : (found as unknown as Item[]);
  return toPage(list, Number(counted?.total ?? 0), paging.page, paging.limit);
}
