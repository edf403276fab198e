import type { Kysely } from "kysely";
import { demoAvatar } from "../../areas/customer/demoAvatars.js";

/**
 * The customer detail's `grade` is the grade of the shopper's member level, worked out from
 * `level` as the backend does; the stored text column (always empty) goes. A database seeded
 * before gave its demo shoppers no portrait (the original console showed a broken picture):
 * they get the seed's. Safe to run again.
 */
interface Tables {
  user: { id: number; avatar: string };
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const tables = await untyped.introspection.getTables();
  const user = tables.find((t) => t.name === "user");
  if (user?.columns.some((c) => c.name === "grade")) await untyped.schema.alterTable("user").dropColumn("grade").execute();

  // The running database applies the CamelCase plugin, so columns are named as in the table types.
  const db = untyped as unknown as Kysely<Tables>;
  const faceless = await db.selectFrom("user").select("id").where("avatar", "=", "").execute();
  // Seeded shoppers are numbered from 1 in the seed's order.
  for (const { id } of faceless) await db.updateTable("user").set({ avatar: demoAvatar(id - 1) }).where("id", "=", id).execute();
}
