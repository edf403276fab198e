/**
 * Substring search through the trigram indexes of migrations 0024_trgm_search and 0025_search2_trgm (issue 24): the
 * index narrows the rows to those holding every three-character piece of the text, and the same
 * LIKE as a plain scan (db/compiler.ts) decides among them, so the answer is the scan's.
 * A text with no literal stretch of three characters has nothing for a trigram index to look up:
 * it is the plain scan.
 */
import { expressionBuilder, sql, type Expression, type SqlBool } from "kysely";
import type { Db } from "../db/database.js";
import { isPostgres } from "../db/dialect.js";
import { besideIds } from "./besideIds.js";
import { SEARCHED as SEARCHED_0024 } from "../db/migrations/0024_trgm_search.js";
import { SEARCHED as SEARCHED_0025 } from "../db/migrations/0025_search2_trgm.js";
import { trigramText } from "../db/migrations/trgmIndexes.js";

/** Every table with a trigram index, and its searched columns. */
const SEARCHED = { ...SEARCHED_0024, ...SEARCHED_0025 };
type Searched = typeof SEARCHED;
export type SearchedTable = keyof Searched;
export type SearchedColumn<T extends SearchedTable> = Searched[T]["columns"][number];

/** A trigram index finds texts of three characters or more. */
const TRIGRAM = 3;

/**
 * The literal stretches of a LIKE pattern as LIKE reads it here: `%` and `_` are wildcards, a
 * backslash takes the next character literally. Every row the pattern matches contains each
 * stretch (ASCII letters in either case).
 */
export function literalRuns(pattern: string): string[] {
  const runs: string[] = [];
  let run = "";
  const chars = [...pattern];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (c === "\\" && i + 1 < chars.length) run += chars[++i];
    else if (c === "%" || c === "_") {
      if (run) runs.push(run);
      run = "";
    } else run += c;
  }
  if (run) runs.push(run);
  return runs;
}

/**
 * SQLite: past this many rows found in the FTS5 table, reading each found row by its id costs more
 * than scanning the table's covering index (measured on 100,000 products), so the scan is kept.
 * PostgreSQL's planner makes that choice itself, from pg_trgm's estimates.
 */
const MOST_LOOKUPS = 10_000;

/** What the kept counts tell of a search before its page is read (areas/product/gramCounts.ts). */
export interface KnownMatches {
  /** The rows an index would hand over for the text: every live product of the merchant containing it. */
  matches: number;
  /** The rows containing it among those the list walks (its tab, its filters). */
  total: number;
  /** The rows the list walks (its tab, its filters), whatever their text. */
  walked: number;
}

/** The page the choice below assumes (the lists' page). */
const PAGE_ROWS = 20;

/**
 * Whether a page is found sooner by reading each of the `matches` rows an index finds and sorting
 * them than by walking the list's order, which tests about PAGE_ROWS × walked / total rows before
 * its page is full. `rowCost`: what a row tested by the walk costs against one read through the
 * index. Measured over 300 picker texts of three and four characters on the bench's 100,040
 * products (mean ms, walk against FTS5): 1,000–1,500 matches 4.2 against 0.8; 1,500–2,000: 2.3
 * against 1.0; 2,000–2,500: 0.5 against 2.1; 4,000–6,000: 0.3 against 2.4; over 10,000: 0.1
 * against 14. That crossing is a row cost of 2 (FTS5_ROW_COST); a product_piece row costs half
 * an FTS5 row (0.7–0.9 ms for 1,464 matches).
 */
export const indexReadsFewer = (known: KnownMatches, rowCost: number): boolean => known.matches < (rowCost * PAGE_ROWS * known.walked) / Math.max(known.total, 1);

/** A row tested by a walk of the list, against a row read through the FTS5 table (`indexReadsFewer`). */
export const FTS5_ROW_COST = 2;

/** An FTS5 query: every stretch, as a phrase, in one of the columns. */
const ftsQuery = (columns: readonly string[], runs: string[]) =>
  runs.map((run) => `{${columns.join(" ")}} : "${run.replaceAll('"', '""')}"`).join(" AND ");

const eb = expressionBuilder<Record<string, Record<string, unknown>>>();

/** A search's condition on its table's rows (`matchesIndexed`). */
export interface IndexedMatch {
  where: Expression<SqlBool>;
  /**
   * SQLite: `where` reads the rows the FTS5 table found by their ids, which must lead the query.
   * Without statistics SQLite guesses that an equality on an indexed column (`mer_id = ?`) finds
   * ten rows and walks that index instead, testing each of its rows against the found ids: a
   * query with such conditions reads them unindexed (`(column + 0)`) when this is true.
   */
  byId: boolean;
}

/**
 * Rows of `table` where one of `columns` matches the LIKE `pattern` (db/compiler.ts: ASCII letters
 * in either case), found through the table's trigram index when the pattern has a literal stretch
 * of three characters or more. PostgreSQL: the same pattern as ILIKE over the text as the GIN
 * trigram indexes hold it (`trigramText`; ILIKE's case folding covers ASCII's). SQLite: the ids the FTS5 table finds for the
 * stretches (trigram folds case too), unless it finds too many (`MOST_LOOKUPS`). Where the caller
 * knows how many rows the text matches (`known`, from kept counts), that decides instead
 * (`indexReadsFewer`), and the FTS5 table is not counted first.
 */
export async function matchesIndexed<T extends SearchedTable>(
  db: Db,
  table: T,
  columns: ReadonlyArray<SearchedColumn<T>>,
  pattern: string,
  known?: KnownMatches,
): Promise<IndexedMatch> {
  const column = (name: string) => sql.ref<string>(`${table}.${name}`);
  const exact = eb.or(columns.map((name) => eb(column(name), "like", pattern)));
  const runs = literalRuns(pattern).filter((run) => [...run].length >= TRIGRAM);
  if (!runs.length) return { where: exact, byId: false };
  if (isPostgres(db)) {
    const indexed = (name: string) => eb(trigramText(column(name)), "ilike", trigramText(sql.val<string>(pattern)));
    return { where: eb.and([eb.or(columns.map(indexed)), exact]), byId: false };
  }
  const index = sql.table(SEARCHED[table].index);
  const query = ftsQuery(columns, runs);
  if (known) {
    if (!indexReadsFewer(known, FTS5_ROW_COST)) return { where: exact, byId: false };
  } else {
    const found = await sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT 1 FROM ${index} WHERE ${index} MATCH ${query} LIMIT ${MOST_LOOKUPS + 1}) AS f`.execute(db);
    if (Number(found.rows[0]?.n ?? 0) > MOST_LOOKUPS) return { where: exact, byId: false };
  }
  return { where: eb.and([sql<SqlBool>`${column("id")} IN (SELECT rowid FROM ${index} WHERE ${index} MATCH ${query})`, exact]), byId: true };
}

/** Whether knowing how many rows `pattern` matches would choose its plan (`matchesIndexed`'s `known`): SQLite, and a stretch the trigram index can look up. */
export const matchCountChoosesPlan = (db: Db, pattern: string): boolean => !isPostgres(db) && literalRuns(pattern).some((run) => [...run].length >= TRIGRAM);

/**
 * `column` (an integer column such as `mer_id`) for a condition of a query that `match` also
 * filters: out of reach of its indexes (`(column + 0)`) when the found ids must lead (`byId`).
 */
export const leadingById = (column: string, match: IndexedMatch | undefined): Expression<number> =>
  match?.byId ? besideIds(column) : sql.ref<number>(column);
