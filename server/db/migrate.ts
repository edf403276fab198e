import { Migrator, type MigrationProvider } from "kysely";
import type { Db } from "./database.js";
import { migrations } from "./migrations/index.js";

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the database to the latest schema; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`migration ${failed} failed: ${String(error)}`, { cause: error });
  }
}
