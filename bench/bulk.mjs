// Grows a table for the throughput scenarios by copying a merchant's existing rows
// (whatever the columns are), so the bench measures the real queries on a large table.
import Database from "libsql";

export function multiplyRows(dbFile, table, { merId, target, rename }) {
  const db = new Database(dbFile);
  db.exec("PRAGMA busy_timeout = 10000");
  const columns = db.prepare(`PRAGMA table_info(${table})`).all().map((c) => c.name).filter((c) => c !== "id" && c !== "att_id");
  const have = Number(db.prepare(`SELECT count(*) AS n FROM ${table} WHERE mer_id = ?`).get(merId).n);
  if (have === 0) throw new Error(`no ${table} rows for merchant ${merId} to copy`);
  const copies = Math.ceil((target - have) / have);
  const select = columns.map((c) => (c === rename ? `${c} || ' #' || n` : c)).join(", ");
  db.exec("BEGIN");
  db.prepare(
    `INSERT INTO ${table} (${columns.join(", ")})
     SELECT ${select} FROM ${table}, (WITH RECURSIVE k(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM k WHERE n < ?) SELECT n FROM k)
     WHERE mer_id = ?`,
  ).run(copies, merId);
  db.exec("COMMIT");
  const total = Number(db.prepare(`SELECT count(*) AS n FROM ${table} WHERE mer_id = ?`).get(merId).n);
  db.close();
  return total;
}
