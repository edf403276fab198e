import type { Db } from "../database.js";
import { seedCore } from "./core.js";
import { seedLibrary } from "../../areas/library/seed.js";

/** Area seeds in dependency order; each adds its demo data for merchants 1 and 2. */
const seeds: Array<(db: Db) => Promise<void>> = [seedCore, seedLibrary];

/** Seeds demo data the first time the server meets an empty database, in one transaction. */
export async function seedIfEmpty(db: Db): Promise<void> {
  const existing = await db.selectFrom("merchant").select("id").limit(1).executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    for (const seed of seeds) await seed(trx);
  });
}
