/**
 * A searched list reads its total beside its page (`COUNT_BESIDE_PAGE`: `count(*) over ()`, one
 * statement): every page must answer exactly as the count and the page read apart do, on both
 * databases, including a page past the end (no row carries the total there) and no match at all.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";
import { COUNT_BESIDE_PAGE, readPage } from "../../server/core/paging.js";

describe("readPage with the total counted beside the page", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** The merchant's customers whose nickname holds `text`, with their spread's nickname (a join, as the customer list has). */
  const customersNamed = (text: string) =>
    server.app.db
      .selectFrom("merchantUser")
      .innerJoin("user", "user.id", "merchantUser.uid")
      .leftJoin("user as spread", "spread.id", "user.spreadUid")
      .where("merchantUser.merId", "=", 1)
      .where("user.nickname", "like", `%${text}%`);
  const rows = (q: ReturnType<typeof customersNamed>) => q.selectAll("user").select("spread.nickname as spreadName").orderBy("user.id", "desc");

  it("answers every page, one past the end and an empty search as the count and the page apart do", async () => {
    const all = await customersNamed("").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(all.n)).toBeGreaterThan(4);
    for (const text of ["", "a", "用户", "no such name"]) {
      for (const paging of [
        { page: 1, limit: 3 },
        { page: 2, limit: 3 },
        { page: 1, limit: 100 },
        { page: 50, limit: 3 },
      ]) {
        const apart = await readPage(customersNamed(text), paging, rows);
        const beside = await readPage(customersNamed(text), paging, rows, undefined, COUNT_BESIDE_PAGE);
        expect(beside, `${text} ${JSON.stringify(paging)}`).toEqual(apart);
      }
    }
    const page = await readPage(customersNamed(""), { page: 1, limit: 3 }, rows, undefined, COUNT_BESIDE_PAGE);
    expect(page.total).toBe(Number(all.n));
    expect(page.list).toHaveLength(3);
    // The total rides in a column of its own, which the answer's rows do not carry.
    expect(Object.keys(page.list[0]!)).not.toContain("besidePageTotal");
  });
});
