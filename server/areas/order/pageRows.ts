/**
 * A page of the order list read in one query: the page's orders joined to their lines and their
 * shoppers, one row a line. Reading the lines and the shoppers apart took two more statements a
 * page; on PostgreSQL each statement is a round trip that wakes a backend, and on SQLite a hop to a
 * reader thread, which cost more than the few columns an order repeats on each of its lines.
 */
import type { Expression } from "kysely";
import type { Db } from "../../db/database.js";
import { ROW_ORDER_COLUMNS, SHOPPER_COLUMNS, SHOWN_LINE_COLUMNS, type RowOrder, type Shopper, type ShownLine } from "./serialize.js";

type LineColumn = (typeof SHOWN_LINE_COLUMNS)[number];
type ShopperColumn = (typeof SHOPPER_COLUMNS)[number];

/** The alias a joined column is read under (`lineOrderNo`, `shopperPhone`): orders and lines share column names. */
const aliased = <P extends string, C extends string>(prefix: P, column: C) => `${prefix}${column[0]!.toUpperCase()}${column.slice(1)}` as `${P}${Capitalize<C>}`;
const LINE_ALIASES = SHOWN_LINE_COLUMNS.map((column) => [column, aliased("line", column)] as const);
const SHOPPER_ALIASES = SHOPPER_COLUMNS.map((column) => [column, aliased("shopper", column)] as const);

type JoinedRow = RowOrder & { [C in LineColumn as `line${Capitalize<C>}`]: ShownLine[C] | null } & {
  [C in ShopperColumn as `shopper${Capitalize<C>}`]: Shopper[C] | null;
};

export interface PageOrder {
  order: RowOrder;
  lines: ShownLine[];
  /** Undefined when the order's user row is gone. */
  shopper?: Shopper;
}

/** The joined columns `aliases` names, read back under their own names. */
function unaliased<T>(row: JoinedRow, aliases: ReadonlyArray<readonly [string, keyof JoinedRow]>): T {
  const picked: Record<string, unknown> = {};
  for (const [column, alias] of aliases) picked[column] = row[alias];
  return picked as T;
}

/**
 * The orders whose ids `ids` gives (a list, or a subquery of ids), newest first, each with its
 * lines in id order and its shopper.
 */
export async function pageOrders(db: Db, ids: readonly number[] | Expression<number>): Promise<PageOrder[]> {
  const rows = (await db
    .selectFrom("merchantOrder")
    .leftJoin("orderDetail", "orderDetail.orderNo", "merchantOrder.orderNo")
    .leftJoin("user", "user.id", "merchantOrder.uid")
    .select(ROW_ORDER_COLUMNS.map((column) => `merchantOrder.${column}` as const))
    .select((eb) => [
      ...LINE_ALIASES.map(([column, alias]) => eb.ref(`orderDetail.${column}`).as(alias)),
      ...SHOPPER_ALIASES.map(([column, alias]) => eb.ref(`user.${column}`).as(alias)),
    ])
    .where("merchantOrder.id", "in", ids)
    .orderBy("merchantOrder.id", "desc")
    .orderBy("orderDetail.id")
    .execute()) as unknown as JoinedRow[];
  const orders: PageOrder[] = [];
  let last: PageOrder | undefined;
  for (const row of rows) {
    if (last?.order.id !== row.id) orders.push((last = { order: row, lines: [], shopper: row.shopperNickname === null ? undefined : unaliased<Shopper>(row, SHOPPER_ALIASES) }));
    if (row.lineId !== null) last.lines.push(unaliased<ShownLine>(row, LINE_ALIASES));
  }
  return orders;
}
