import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect.js";
import { SEARCHED as SEARCHED_0024 } from "./0024_trgm_search.js";
import { SEARCHED as SEARCHED_0025 } from "./0025_search2_trgm.js";
import { addTrigramIndexes, dropTrigramIndexes } from "./trgmIndexes.js";

/**
 * PostgreSQL's trigram indexes of 0024_trgm_search and 0025_search2_trgm made again over the texts
 * with their separators stood in for (trgmIndexes.ts, `trigramText`), so a search text holding a
 * space or a `#` is looked up as one word. SQLite's FTS5 trigram tables take every character
 * already: nothing changes there.
 */
const SEARCHED = { ...SEARCHED_0024, ...SEARCHED_0025 };

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await dropTrigramIndexes(db, SEARCHED);
  await addTrigramIndexes(db, SEARCHED);
  // The planner knows an indexed expression's values only from ANALYZE, which nothing else would
  // run now: without them it took the index for every text, the commonest too (the keyword list's
  // database time per request doubled at the bench's 100,040 products).
  for (const table of Object.keys(SEARCHED)) await sql`ANALYZE ${sql.table(table)}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await dropTrigramIndexes(db, SEARCHED);
  for (const [table, { columns }] of Object.entries(SEARCHED)) {
    for (const column of columns) {
      await db.schema.createIndex(`${table}_${column}_trgm`).on(table).using("gin").expression(sql`${sql.ref(column)} gin_trgm_ops`).execute();
    }
  }
}
