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
 * One page of a list, answered as the contract's page (`{list, total, page, limit, totalPage}`).
 * `base` is the filtered query with nothing selected yet: its rows are counted (`count(*)`, or
 * `countAs` where a row of the page is a group, or `countAs()` where the total is kept elsewhere,
 * or `countAs` itself where it is already known) while `rows` adds the selection and the order
 * and the page's rows are read; `items` turns them into the answer's entries.
 *
 *     return readPage(mine.selectFrom("coupon").where(...), query, (q) => q.selectAll().orderBy("id", "desc"), (rows) => rows.map(toCoupon));
 */
export async function readPage<DB, TB extends keyof DB, O, RowDB, RowTB extends keyof RowDB, Row, Item = Row>(
  base: SelectQueryBuilder<DB, TB, O>,
  paging: PageRequest,
  rows: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<RowDB, RowTB, Row>,
  items?: (rows: Row[]) => Item[] | Promise<Item[]>,
  countAs: AliasedExpression<unknown, "total"> | (() => Promise<number>) | number = sql`count(*)`.as("total"),
): Promise<Page<Item>> {
  // A total already known (a number) past which the page starts leaves nothing to read.
  const [counted, found] = await Promise.all([
    typeof countAs === "number"
      ? { total: countAs }
      : typeof countAs === "function"
        ? countAs().then((total) => ({ total }))
        : (base.select(countAs as never).executeTakeFirst() as Promise<{ total?: unknown } | undefined>),
    typeof countAs === "number" && pageOffset(paging) >= countAs ? [] : (rows(base).limit(paging.limit).offset(pageOffset(paging)).execute() as Promise<Row[]>),
  ]);
  const list = items ? await items(found) : (found as unknown as Item[]);
  return toPage(list, Number(counted?.total ?? 0), paging.page, paging.limit);
}
