/**
 * Trigram indexes for substring search (server/core/indexedSearch.ts), made and dropped for a set
 * of tables by the migrations that add them (0024_trgm_search, 0025_search2_trgm).
 * - PostgreSQL: the `pg_trgm` extension and a GIN trigram index on each column, over its text with
 *   the separators stood in for (`trigramText`).
 * - SQLite: an FTS5 table per searched table with the `trigram` tokenizer, contentless (it keeps
 *   only the index; its rowid is the row's id), kept in step by triggers.
 * The indexes are filled from the table's rows when made.
 */
import { sql, type Expression, type Kysely, type RawBuilder } from "kysely";
import { isPostgres } from "../dialect.js";
import { runSql } from "./triggers.js";

/**
 * pg_trgm takes trigrams within words only (runs of letters and digits): a search text holding a
 * space or a `#`, such as `恤 升` or `鞋 #1`, gives it the ends of two short words, which most names
 * have (31,741 candidates of 100,040 products for `%恤 升%`, 1,464 of them matching: 60 ms). The
 * indexes hold the texts with each separator the bench's and the seed's names use replaced by a
 * letter of its own (rare CJK of Extension A), so a separator is part of a word like any letter
 * (5 ms for the same search). A search looks the text up the same way (`trigramText` of both
 * sides); it is a superset, and the plain LIKE decides among the rows found.
 */
const SEPARATORS = " #,.·-/+()（）《》，、：:|";
const STAND_INS = "㐀㐁㐂㐃㐄㐅㐆㐇㐈㐉㐊㐋㐌㐍㐎㐏㐐㐑㐒";

/** `text` as the PostgreSQL trigram indexes hold it (see SEPARATORS). */
export const trigramText = (text: Expression<string>): RawBuilder<string> => sql<string>`translate(${text}, ${sql.lit(SEPARATORS)}, ${sql.lit(STAND_INS)})`;

/** Searched tables: the FTS5 table's name (SQLite) and the columns searched. */
export type TrigramSet = Readonly<Record<string, { readonly index: string; readonly columns: readonly string[] }>>;

export async function addTrigramIndexes(db: Kysely<unknown>, set: TrigramSet): Promise<void> {
  if (isPostgres(db)) {
    // The schema builder has no CREATE EXTENSION. pg_trgm is a trusted extension (PostgreSQL 13
    // on): the database's owner may create it without being a superuser; IF NOT EXISTS needs no
    // right at all where an administrator has created it already.
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    for (const [table, { columns }] of Object.entries(set)) {
      for (const column of columns) {
        // The operator class is part of the indexed expression: the one place the builder needs `sql`.
        await db.schema
          .createIndex(`${table}_${column}_trgm`)
          .on(table)
          .using("gin")
          .expression(sql`${trigramText(sql.ref(column))} gin_trgm_ops`)
          .execute();
      }
    }
    return;
  }
  // FTS5 tables and triggers are SQLite SQL the schema builder cannot write.
  for (const [table, { index, columns }] of Object.entries(set)) {
    const list = columns.join(", ");
    const values = (row: "NEW" | "OLD") => columns.map((column) => `${row}.${column}`).join(", ");
    await runSql(db, `CREATE VIRTUAL TABLE ${index} USING fts5(${list}, tokenize = 'trigram', content = '', contentless_delete = 1)`);
    await fillTrigramIndex(db, table, set[table]!);
    const insert = `INSERT INTO ${index} (rowid, ${list}) VALUES (NEW.id, ${values("NEW")});`;
    const remove = `DELETE FROM ${index} WHERE rowid = OLD.id;`;
    await runSql(db, `CREATE TRIGGER ${index}_insert AFTER INSERT ON "${table}" BEGIN ${insert} END`);
    await runSql(db, `CREATE TRIGGER ${index}_delete AFTER DELETE ON "${table}" BEGIN ${remove} END`);
    await runSql(db, `CREATE TRIGGER ${index}_update AFTER UPDATE OF id, ${list} ON "${table}" BEGIN ${remove} ${insert} END`);
  }
}

/** Indexes every row of `table` in its FTS5 table (SQLite; PostgreSQL's GIN indexes keep themselves). */
export async function fillTrigramIndex(db: Kysely<unknown>, table: string, { index, columns }: TrigramSet[string]): Promise<void> {
  const list = columns.join(", ");
  await runSql(db, `INSERT INTO ${index} (rowid, ${list}) SELECT id, ${list} FROM "${table}"`);
}

/** Drops the indexes (the extension stays: other objects may use it). */
export async function dropTrigramIndexes(db: Kysely<unknown>, set: TrigramSet): Promise<void> {
  for (const [table, { index, columns }] of Object.entries(set)) {
    if (isPostgres(db)) {
      for (const column of columns) await db.schema.dropIndex(`${table}_${column}_trgm`).execute();
      continue;
    }
    for (const event of ["insert", "delete", "update"]) await runSql(db, `DROP TRIGGER ${index}_${event}`);
    await runSql(db, `DROP TABLE ${index}`);
  }
}
