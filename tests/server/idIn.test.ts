/**
 * `idIn` (server/core/idIn.ts): a list of ids written into the SQLite statement, one array
 * parameter on PostgreSQL, so that every list has the same text there. Both find the same rows,
 * none for an empty list.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idIn } from "../../server/core/idIn.js";
import { onPostgres, startTestServer, type TestServer } from "./helpers.js";

describe("idIn", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const usersIn = (ids: number[]) =>
    s.app.db
      .selectFrom("user")
      .select("id")
      .where((eb) => idIn(s.app.db, eb.ref("user.id"), ids))
      .orderBy("id");

  it("finds the rows of the listed ids, and none for no id", async () => {
    const all = (await s.app.db.selectFrom("user").select("id").orderBy("id").execute()).map((r) => r.id);
    expect(all.length).toBeGreaterThan(3);
    const some = [all[2]!, all[0]!, 99_999_999];
    expect((await usersIn(some).execute()).map((r) => r.id)).toEqual([all[0], all[2]]);
    expect(await usersIn([]).execute()).toEqual([]);
  });

  it("writes the ids into the text on SQLite and binds one array on PostgreSQL", () => {
    const [one, two] = [usersIn([1, 2]).compile(), usersIn([3, 4, 5]).compile()];
    if (onPostgres) {
      expect(one.sql).toBe(two.sql);
      expect(one.sql).toContain("= ANY(");
      expect(two.parameters).toContainEqual([3, 4, 5]);
    } else {
      expect(one.sql).toContain("IN (1, 2)");
      expect(two.sql).toContain("IN (3, 4, 5)");
    }
  });

  it("refuses what is not an id", () => {
    expect(() => idIn(s.app.db, sql.ref<number>("id"), [1.5])).toThrow("Not an id");
  });
});
