/**
 * Migration 0020 on a database seeded before the staff and e-sheet menu entries had authorities:
 * the pages get theirs and their buttons, and a role that held a page keeps what it could do.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { M, startTestServer, type TestServer } from "./helpers.js";
import { up } from "../../server/db/migrations/0020_fidelity_menu_authorities.js";
import { ESHEET_AUTHORITIES, STAFF_AUTHORITIES } from "../../server/shared/tightenedAuthorities.js";
import { raiseRoleVersion } from "../../server/core/auth.js";
import { STAFF_ROLE_ID } from "../../server/db/seed/core.js";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 60_000);
afterAll(() => s.close());

const PAGES = { "/staff/index": STAFF_AUTHORITIES, "/operation/printing/electrsheet": ESHEET_AUTHORITIES } as const;

/** Puts the two menu entries back as they were seeded before (no perms, no buttons) and gives staff1's role the staff page. */
async function asSeededBefore(): Promise<number> {
  const db = s.app.db;
  let staffPage = 0;
  for (const component of Object.keys(PAGES)) {
    const page = await db.selectFrom("menu").select("id").where("component", "=", component).executeTakeFirstOrThrow();
    await db.deleteFrom("menu").where("pid", "=", page.id).execute();
    await db.updateTable("menu").set({ perms: "" }).where("id", "=", page.id).execute();
    if (component === "/staff/index") staffPage = page.id;
  }
  const role = await db.selectFrom("role").select("rules").where("id", "=", STAFF_ROLE_ID).executeTakeFirstOrThrow();
  await db.updateTable("role").set({ rules: `${role.rules},${staffPage}` }).where("id", "=", STAFF_ROLE_ID).execute();
  await raiseRoleVersion(db, 1);
  return staffPage;
}

describe("migration 0020 (menu authorities of the staff and e-sheet pages)", () => {
  it("gives the pages their authority and buttons; a role that held the staff page may still manage staff", async () => {
    const staffPage = await asSeededBefore();
    const staff = await s.login("staff1");
    expect((await s.call("GET", `${M}/employee/list`, { token: staff })).code).toBe(403);

    // No cache is dropped by hand: the migration raises the role version as role writes do.
    await up(s.app.db as unknown as Kysely<unknown>);

    const db = s.app.db;
    for (const [component, authorities] of Object.entries(PAGES)) {
      const page = await db.selectFrom("menu").selectAll().where("component", "=", component).executeTakeFirstOrThrow();
      const buttons = await db.selectFrom("menu").selectAll().where("pid", "=", page.id).execute();
      const [pagePerms, ...buttonPerms] = Object.values(authorities);
      expect(page.perms).toBe(pagePerms);
      expect(buttons.map((b) => b.perms).sort()).toEqual([...buttonPerms].sort());
      expect(buttons.every((b) => b.menuType === "A")).toBe(true);
    }
    const rules = (await db.selectFrom("role").select("rules").where("id", "=", STAFF_ROLE_ID).executeTakeFirstOrThrow()).rules.split(",").map(Number);
    const staffButtons = (await db.selectFrom("menu").select("id").where("pid", "=", staffPage).execute()).map((b) => b.id);
    expect(rules).toEqual(expect.arrayContaining([staffPage, ...staffButtons]));
    expect((await s.call("GET", `${M}/employee/list`, { token: staff })).code).toBe(200);
    // The e-sheet page was not the role's: it stays closed.
    expect((await s.call("GET", `${M}/elect/info`, { token: staff })).code).toBe(403);
  });

  it("changes nothing when run again", async () => {
    const before = await s.app.db.selectFrom("menu").selectAll().orderBy("id").execute();
    await up(s.app.db as unknown as Kysely<unknown>);
    expect(await s.app.db.selectFrom("menu").selectAll().orderBy("id").execute()).toEqual(before);
  });
});
