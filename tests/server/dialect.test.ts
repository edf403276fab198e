/**
 * What the two databases must answer alike (server/db/dialect.ts, sameLike.ts, database.ts):
 * text matching, numbers from aggregates, ids after rows written with their own ids.
 */
import { expressionBuilder, sql, type Expression, type SqlBool } from "kysely";
import type { DB } from "../../server/db/schema.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { containsPattern } from "../../server/core/textSearch.js";
import { containsText } from "../../server/db/dialect.js";
import { startTestServer, type TestServer } from "./helpers.js";

describe("one behaviour on SQLite and PostgreSQL", () => {
  let s: TestServer;
  const names = ["Apple Store", "apple pie", "Äpfel", "äpfel", "50% off", "500 off", "a_b", "axb", "back\\slash", "苹果", "蘋果派", "13800138000"];
  beforeAll(async () => {
    s = await startTestServer();
    const time = "2025-01-01 00:00:00";
    await s.app.db
      .insertInto("deliveryPersonnel")
      .values(names.map((personnelName) => ({ merId: 2, personnelName, personnelPhone: "13800000000", sort: 0, isDel: 0, createTime: time, updateTime: time })))
      .execute();
  });
  afterAll(() => s.close());

  const matching = async (where: Expression<SqlBool>) =>
    (await s.app.db.selectFrom("deliveryPersonnel").select("personnelName").where("merId", "=", 2).where(where).orderBy("id").execute()).map((r) => r.personnelName);
  const eb = expressionBuilder<DB, "deliveryPersonnel">();

  it("LIKE folds the case of ASCII letters only, as SQLite does", async () => {
    expect(await matching(eb("personnelName", "like", "%APPLE%"))).toEqual(["Apple Store", "apple pie"]);
    expect(await matching(containsPattern("personnelName", "äPFEL"))).toEqual(["äpfel"]);
    expect(await matching(containsPattern("personnelName", "ÄPFEL"))).toEqual(["Äpfel"]);
  });

  it("a pattern without ASCII letters matches as exactly (PostgreSQL writes it as LIKE, not ILIKE)", async () => {
    expect(await matching(containsPattern("personnelName", "果"))).toEqual(["苹果", "蘋果派"]);
    expect(await matching(containsPattern("personnelName", "Ä"))).toEqual(["Äpfel"]);
    expect(await matching(containsPattern("personnelName", "0013"))).toEqual(["13800138000"]);
    expect(await matching(eb("personnelName", "not like", "%果%"))).not.toContain("苹果");
    expect(await matching(eb("personnelName", "not like", "%果%"))).toContain("Äpfel");
  });

  it("a searched text's own %, _ and backslash match themselves", async () => {
    expect(await matching(containsPattern("personnelName", "50%"))).toEqual(["50% off"]);
    expect(await matching(containsPattern("personnelName", "a_b"))).toEqual(["a_b"]);
    expect(await matching(containsPattern("personnelName", "k\\s"))).toEqual(["back\\slash"]);
  });

  it("containsText is case-sensitive everywhere", async () => {
    expect(await matching(containsText(s.app.db, sql.ref("personnelName"), "pple"))).toEqual(["Apple Store", "apple pie"]);
    expect(await matching(containsText(s.app.db, sql.ref("personnelName"), "Apple"))).toEqual(["Apple Store"]);
  });

  it("counts and sums come back as numbers", async () => {
    const row = await s.app.db
      .selectFrom("merchantOrder")
      .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.sum<number>("payPrice").as("cents"), eb.fn.max("id").as("top")])
      .executeTakeFirstOrThrow();
    expect(typeof row.n).toBe("number");
    expect(typeof row.cents).toBe("number");
    expect(typeof row.top).toBe("number");
  });

  it("a new row's id follows the highest id, ids the seed wrote itself included (as SQLite's AUTOINCREMENT)", async () => {
    // The seed writes role 100 itself; the roles it adds after it come next.
    const roles = await s.app.db.selectFrom("role").select("id").orderBy("id").execute();
    expect(roles[0]!.id).toBe(100);
    expect(roles.length).toBeGreaterThan(1);
    const { id } = await s.app.db
      .insertInto("role")
      .values({ merId: 2, roleName: "新角色", rules: "", status: 1, createTime: "2025-01-01 00:00:00" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(id).toBe(roles.at(-1)!.id + 1);
  });
});
