import { sql } from "kysely";
import type { Db } from "../database.js";
import { isPostgres, moveSequencesPastIds } from "../dialect.js";
import { seedCore } from "./core.js";
import { seedLibrary } from "../../areas/library/seed.js";
import { seedCustomers } from "../../areas/customer/seed.js";
import { seedShipping } from "../../areas/shipping/seed.js";
import { seedExpress } from "../../areas/express/seed.js";
import { seedCoupons } from "../../areas/coupon/seed.js";
import { seedProducts } from "../../areas/product/seed.js";
import { seedOrders } from "../../areas/order/seed.js";
import { seedPrinting } from "../../areas/printing/seed.js";
import { seedAddresses } from "../../areas/address/seed.js";
import { seedStatistics } from "../../areas/statistics/seed.js";
import { seedLive } from "../../areas/live/seed.js";
import { seedVideoChannel } from "../../areas/videoChannel/seed.js";
import { seedFinance } from "../../areas/finance/seed.js";
import { seedShopSettings } from "../../areas/shopSettings/seed.js";
import { seedSensitiveLog } from "../../areas/sensitiveLog/seed.js";
import { seedStaff } from "../../areas/staff/seed.js";
import { seedAdminRoles } from "../../areas/admin/seed.js";
import { seedPageDiy } from "../../areas/pageDiy/seed.js";
import { seedSeckill } from "../../areas/seckill/seed.js";
import { seedGroupBuy } from "../../areas/groupbuy/seed.js";

/** Area seeds in dependency order; each adds its demo data for merchants 1 and 2. */
const seeds: Array<(db: Db) => Promise<void>> = [seedCore, seedLibrary, seedCustomers, seedShipping, seedExpress, seedProducts, seedCoupons, seedAddresses, seedOrders, seedSeckill, seedGroupBuy, seedPrinting, seedStatistics, seedLive, seedVideoChannel, seedShopSettings, seedSensitiveLog, seedStaff, seedAdminRoles, seedPageDiy, seedFinance];

const isSeeded = async (db: Db) => (await db.selectFrom("merchant").select("id").limit(1).executeTakeFirst()) !== undefined;

/**
 * Seeds demo data the first time the server meets an empty database, in one transaction.
 * Instances starting together on one empty database take turns, and the later ones find it
 * seeded: on PostgreSQL an advisory lock is held until the seed commits, on SQLite the
 * transaction's write lock (sqliteDialect.ts).
 */
export async function seedIfEmpty(db: Db): Promise<void> {
  if (await isSeeded(db)) return;
  await db.transaction().execute(async (trx) => {
    const postgres = isPostgres(trx);
    if (postgres) await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    // Another instance may have seeded while this one waited for the lock.
    if (await isSeeded(trx)) return;
    for (const seed of seeds) {
      await seed(trx);
      // The next seed's new rows get the ids SQLite would give them.
      if (postgres) await moveSequencesPastIds(trx);
    }
  });
}

/** Any fixed number shared by every instance: the advisory lock of the seed. */
const SEED_LOCK = 2_202_022;
