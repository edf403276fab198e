/**
 * A list searched by its rows' product name (comments, card-secret libraries) reads each row's
 * product by its key when the list is small, and finds the named products first otherwise
 * (`productNamedCondition`). Both routes must give the same rows for any text: CJK, digits, a
 * piece of one name, and the `%`, `_` and `+` characters, on the live products or all of them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";
import { productNamedCondition } from "../../server/areas/product/nameSearch.js";

describe("the rows of a list whose product is named with a text", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 120_000);
  afterAll(() => s.close());

  it("are the same read row by row as through the named products, for comments and card-secret libraries", async () => {
    const db = s.app.db;
    // A deleted product behind a comment and one behind a library: `live` leaves their rows out.
    for (const table of ["productReply", "cdkeyLibrary"] as const) {
      const row = await db.selectFrom(table).select("productId").where("merId", "=", 1).where("productId", ">", 0).orderBy("id").executeTakeFirstOrThrow();
      await db.updateTable("product").set({ isDel: 1 }).where("id", "=", row.productId).execute();
    }
    const names = (await db.selectFrom("product").select("name").where("merId", "=", 1).orderBy("id").limit(40).execute()).map((p) => p.name);
    const pieces = names.flatMap((name) => [[...name].slice(0, 1).join(""), [...name].slice(1, 4).join("")]);
    const texts = [...new Set([...pieces, "%", "_", "+", "1", "款", "0%", "a_b", "不存在的商品名"])];
    let found = 0;
    for (const text of texts) {
      for (const live of [false, true]) {
        const routes = await Promise.all(
          [Number.MAX_SAFE_INTEGER, 0].map(async (few) => {
            const comments = db.selectFrom("productReply").where("merId", "=", 1).where("isDel", "=", 0);
            const commentCondition = await productNamedCondition(db, 1, text, { listed: comments, productId: "productReply.productId", live, few });
            const libraries = db.selectFrom("cdkeyLibrary").where("merId", "=", 1).where("isDel", "=", 0);
            const libraryCondition = await productNamedCondition(db, 1, text, { listed: libraries, productId: "cdkeyLibrary.productId", live, few });
            return {
              comments: (await comments.where(commentCondition).select("id").orderBy("id").execute()).map((r) => r.id),
              libraries: (await libraries.where(libraryCondition).select("id").orderBy("id").execute()).map((r) => r.id),
            };
          }),
        );
        expect(routes[0], `${text} live=${live}`).toEqual(routes[1]);
        found += routes[0]!.comments.length + routes[0]!.libraries.length;
      }
    }
    // The texts find something: the comparison is not of empty lists only.
    expect(found).toBeGreaterThan(0);
  }, 120_000);
});
