import { sql } from "kysely";
import type { Db } from "../../server/db/database.js";
import { isPostgres } from "../../server/db/dialect.js";

/** The first order of a merchant matching a condition on the order row (newest first). */
export async function findSeededOrder(
  db: Db,
  merId: number,
  where: Partial<{ status: number; refundStatus: number; shippingType: number; isUserDel: number; paid: number }>,
): Promise<{ orderNo: string; id: number; verifyCode: string; status: number }> {
  let q = db.selectFrom("merchantOrder").select(["orderNo", "id", "verifyCode", "status"]).where("merId", "=", merId).where("isMerchantDel", "=", 0);
  for (const [key, value] of Object.entries(where)) q = q.where(key as "status", "=", value);
  const row = await q.orderBy("id", "desc").executeTakeFirst();
  if (!row) throw new Error(`no seeded order for ${JSON.stringify(where)}`);
  return row;
}

/** An order awaiting shipment with no refund at all, and its lines. */
export async function cleanOrderToShip(db: Db, merId: number, minLines = 1) {
  const orders = await db
    .selectFrom("merchantOrder")
    .select(["orderNo"])
    .where("merId", "=", merId)
    .where("status", "=", 1)
    .where("refundStatus", "=", 0)
    .where("shippingType", "=", 1)
    .orderBy("id")
    .execute();
  for (const { orderNo } of orders) {
    const lines = await db.selectFrom("orderDetail").selectAll().where("orderNo", "=", orderNo).orderBy("id").execute();
    if (lines.length >= minLines && lines.some((l) => l.payNum >= 2 || lines.length >= 2)) return { orderNo, lines };
  }
  throw new Error("no clean order to ship");
}

export const stockOf = async (db: Db, productId: number, attrValueId: number) => ({
  product: (await db.selectFrom("product").select(["stock", "sales"]).where("id", "=", productId).executeTakeFirstOrThrow()),
  sku: (await db.selectFrom("productAttrValue").select(["stock", "sales"]).where("id", "=", attrValueId).executeTakeFirstOrThrow()),
});

/**
 * From now on every status update of order `orderNo` fails inside the database (a trigger), as a
 * crash in the middle of a multi-row write would; returns the function that stops it.
 */
export async function failStatusUpdates(db: Db, orderNo: string): Promise<() => Promise<void>> {
  const literal = `'${orderNo.replace(/'/g, "''")}'`;
  if (isPostgres(db)) {
    await sql.raw(`CREATE FUNCTION fail_ship() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'boom'; END $$`).execute(db);
    await sql.raw(`CREATE TRIGGER fail_ship BEFORE UPDATE OF status ON merchant_order FOR EACH ROW WHEN (NEW.order_no = ${literal}) EXECUTE FUNCTION fail_ship()`).execute(db);
    return async () => {
      await sql.raw("DROP TRIGGER fail_ship ON merchant_order").execute(db);
      await sql.raw("DROP FUNCTION fail_ship()").execute(db);
    };
  }
  await sql.raw(`CREATE TRIGGER fail_ship BEFORE UPDATE OF status ON merchant_order WHEN NEW.order_no = ${literal} BEGIN SELECT RAISE(ABORT, 'boom'); END`).execute(db);
  return async () => {
    await sql.raw("DROP TRIGGER fail_ship").execute(db);
  };
}
