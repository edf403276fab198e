import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productAreaRoutes } from "../../server/areas/product/index.js";
import { STAFF_READ_ONLY } from "../../server/db/seed/menuTree.js";
import { M, type TestServer, startSignedIn } from "./helpers.js";
import { fixtures, productBody, type Fixtures } from "./productHelpers.js";

const PRODUCT_AREA_ROUTES = productAreaRoutes("");

describe("products: authorities and merchant isolation", () => {
  let s: TestServer;
  let owner: string;
  let staff: string;
  let f: Fixtures;

  beforeAll(async () => {
    ({ s, m1: owner, staff } = await startSignedIn());
    f = await fixtures(s.app.db);
  }, 60_000);
  afterAll(() => s.close());

  const url = (path: string) => `${M}${path.replace(":id", "1")}`;

  it("covers every endpoint of the contract sections 3.1–3.7 and the export", () => {
    const get = (...paths: string[]) => paths.map((p) => `GET ${p}`);
    const post = (...paths: string[]) => paths.map((p) => `POST ${p}`);
    const batch = ["up", "down", "recycle", "delete", "restore", "submit/audit", "set/freight/template", "set/brokerage", "add/feedback/coupons"].map((op) => `/product/batch/${op}`);
    const expected = [
      ...get("/product/list", "/product/tabs/headers", "/product/info/:id", "/product/activity/search/page", "/product/marketing/search/page", "/product/audit/switch/info", "/product/export/excel"),
      ...post("/product/save", "/product/update", "/product/delete", "/product/restore/:id", "/product/up/:id", "/product/down/:id", "/product/submit/audit"),
      ...post("/product/quick/stock/add", "/product/review/free/edit", "/product/importProduct", "/product/copy/config", "/product/copy/product"),
      ...post("/product/set/freight/template", "/product/set/brokerage", "/product/add/feedback/coupons", ...batch),
      ...get("/plat/product/category/cache/tree", "/plat/product/brand/cache/list", "/plat/product/brand/list", "/plat/product/guarantee/list"),
      ...get("/store/product/category/list", "/store/product/category/cache/tree"),
      ...post("/store/product/category/add", "/store/product/category/update", "/store/product/category/delete/:id", "/store/product/category/update/show/:id"),
      ...get("/product/rule/list", "/product/rule/info/:id"),
      ...post("/product/rule/save", "/product/rule/update", "/product/rule/delete/:id"),
      ...get("/product/reply/list"),
      ...post("/product/reply/virtual", "/product/reply/comment", "/product/reply/delete/:id"),
      ...get("/cdkey/library/page/list", "/cdkey/library/unrelated/list", "/card/secret/page/list"),
      ...post("/cdkey/library/save", "/cdkey/library/update", "/cdkey/library/delete/:id"),
      ...post("/card/secret/save", "/card/secret/update", "/card/secret/delete/:id", "/card/secret/batch/delete", "/card/secret/import/excel"),
      ...get("/product/guarantee/group/list"),
      ...post("/product/guarantee/group/add", "/product/guarantee/group/edit", "/product/guarantee/group/delete/:id"),
    ];
    expect(PRODUCT_AREA_ROUTES.map((r) => `${r.method} ${r.path}`).sort()).toEqual(expected.sort());
    const writes = PRODUCT_AREA_ROUTES.filter((r) => r.method === "POST");
    expect(writes.every((r) => r.authority && !STAFF_READ_ONLY.authorities.includes(r.authority))).toBe(true);
  });

  it("answers 401 without a token on every endpoint", async () => {
    for (const route of PRODUCT_AREA_ROUTES) {
      const answer = await s.call(route.method, url(route.path));
      expect(answer.code, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it("answers 403 to the read-only staff on every write, and lets it read the product list, detail, tab counts and categories", async () => {
    for (const route of PRODUCT_AREA_ROUTES) {
      const answer = await s.call(route.method, url(route.path), { token: staff, body: route.method === "POST" ? {} : undefined, query: { type: 1, libraryId: 1, cid: 1 } });
      const allowed = STAFF_READ_ONLY.authorities.includes(route.authority!);
      expect(answer.code === 403, `${route.method} ${route.path}`).toBe(!allowed);
    }
    const readable = PRODUCT_AREA_ROUTES.filter((r) => STAFF_READ_ONLY.authorities.includes(r.authority!)).map((r) => r.path);
    expect(readable).toEqual(
      expect.arrayContaining(["/product/list", "/product/info/:id", "/product/tabs/headers", "/store/product/category/list", "/store/product/category/cache/tree", "/plat/product/category/cache/tree"]),
    );
  });

  it("refuses every single-product action on another merchant's product as if it did not exist, changing nothing", async () => {
    const theirs = await s.app.db.selectFrom("product").selectAll().where("merId", "=", 2).where("isShow", "=", 1).executeTakeFirstOrThrow();
    const sku = await s.app.db.selectFrom("productAttrValue").select("id").where("productId", "=", theirs.id).executeTakeFirstOrThrow();
    const id = theirs.id;
    const calls: Array<[string, unknown]> = [
      ["/product/update", productBody(f, { id, type: theirs.type })],
      ["/product/delete", { id, type: "recycle" }],
      [`/product/restore/${id}`, undefined],
      [`/product/up/${id}`, undefined],
      [`/product/down/${id}`, undefined],
      ["/product/submit/audit", { id }],
      ["/product/quick/stock/add", { id, attrValueList: [{ id: sku.id, stock: 5 }] }],
      ["/product/review/free/edit", { id, cateId: String(f.cateId2), attrValue: [{ id: sku.id, stock: 1, price: "1" }] }],
      ["/product/set/brokerage", { id, brokerage: 1, brokerageTwo: 1 }],
      ["/product/set/freight/template", { id, templateId: 1 }],
      ["/product/add/feedback/coupons", { id, couponIds: [1] }],
    ];
    for (const [path, body] of calls) {
      const answer = await s.call("POST", `${M}${path}`, { token: owner, body });
      expect(answer, path).toEqual({ code: 404, message: "商品不存在", data: null });
    }
    expect(await s.app.db.selectFrom("product").selectAll().where("id", "=", id).executeTakeFirstOrThrow()).toEqual(theirs);
  });

  it("refuses every batch with one foreign id, changing nothing", async () => {
    const mine = await s.app.db.selectFrom("product").selectAll().where("merId", "=", 1).where("isShow", "=", 0).where("auditStatus", "=", 2).where("isRecycle", "=", 0).executeTakeFirstOrThrow();
    const theirs = await s.app.db.selectFrom("product").selectAll().where("merId", "=", 2).executeTakeFirstOrThrow();
    const idList = [mine.id, theirs.id];
    for (const [op, extra] of [
      ["up", {}],
      ["down", {}],
      ["recycle", {}],
      ["delete", {}],
      ["restore", {}],
      ["submit/audit", {}],
      ["set/brokerage", { brokerage: 1, brokerageTwo: 1 }],
      ["set/freight/template", { templateId: 1 }],
      ["add/feedback/coupons", { couponIds: [1] }],
    ] as const) {
      const answer = await s.call("POST", `${M}/product/batch/${op}`, { token: owner, body: { idList, ...extra } });
      expect(answer, op).toEqual({ code: 404, message: "商品不存在", data: null });
    }
    const rows = await s.app.db.selectFrom("product").selectAll().where("id", "in", idList).orderBy("id").execute();
    expect(rows).toEqual([mine, theirs].sort((a, b) => a.id - b.id));
  });
});
