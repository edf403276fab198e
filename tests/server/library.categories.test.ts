import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { M, type TestServer, startSignedIn } from "./helpers.js";
import { SERVER_START_MS } from "./libraryHelpers.js";
import type { CategoryTreeVo, CategoryVo } from "../../server/areas/library/contract.js";
import type { Page } from "../../server/core/envelope.js";

type Query = Record<string, string | number | boolean>;

describe("attachment categories", () => {
  let s: TestServer;
  let m1: string;
  let m2: string;
  let staff: string;

  const tree = (token: string, query: Query = { type: 2, status: -1 }) =>
    s.call<CategoryTreeVo[]>("GET", `${M}/category/list/tree`, { token, query });
  const info = (token: string, id: number) => s.call<CategoryVo>("GET", `${M}/category/info/${id}`, { token });
  const save = (body: Record<string, unknown>, token = m1) => s.call("POST", `${M}/category/save`, { token, body });
  const update = (id: number, query: Query, token = m1) => s.call("POST", `${M}/category/update/${id}`, { token, query });
  const valid = { pid: 0, name: "新建分类", type: 2, status: true, sort: 1 };
  /** Id of merchant 1's category by name (searched in the whole tree). */
  const idOf = async (name: string, token = m1) => {
    const walk = (nodes: CategoryTreeVo[]): CategoryTreeVo | undefined =>
      nodes.map((n) => (n.name === name ? n : walk(n.child))).find(Boolean);
    return walk((await tree(token)).data)!.id;
  };

  beforeAll(async () => {
    ({ s, m1, m2, staff } = await startSignedIn());
  }, SERVER_START_MS);
  afterAll(() => s.close());

  describe("reading", () => {
    it("answers each merchant's own tree, ordered by sort", async () => {
      const mine = (await tree(m1)).data;
      expect(mine.map((n) => n.name)).toEqual(["商品图片", "店铺装修", "商品视频"]);
      expect(mine[0]!.child.map((n) => n.name)).toEqual(["服饰鞋包", "数码家电", "食品生鲜"]);
      expect(mine[0]!.child[0]).toMatchObject({ pid: mine[0]!.id, path: `/0/${mine[0]!.id}/`, type: 2, status: true, child: [] });
      const theirs = (await tree(m2)).data;
      expect(theirs.map((n) => n.name)).toEqual(["商品主图", "宣传素材"]);
    });

    it("requires type and status, filters by status and keeps a match's parent", async () => {
      expect((await tree(m1, { status: -1 })).message).toBe("请求参数 type 不能为空");
      expect((await tree(m1, { type: 2 })).message).toBe("请求参数 status 不能为空");
      expect((await tree(m1, { type: 1, status: -1 })).data).toEqual([]);
      const found = (await tree(m1, { type: 2, status: -1, name: "海报" })).data;
      expect(found.map((n) => n.name)).toEqual(["店铺装修"]);
      expect(found[0]!.child.map((n) => n.name)).toEqual(["活动海报"]);
    });

    it("pages, reads one and reads by ids — the merchant's own only", async () => {
      const parent = await idOf("商品图片");
      const page = await s.call<Page<CategoryVo>>("GET", `${M}/category/list`, { token: m1, query: { pid: parent, page: 1, limit: 2 } });
      expect(page.data).toMatchObject({ page: 1, limit: 2, total: 3, totalPage: 2 });
      expect(page.data.list.map((c) => c.name)).toEqual(["服饰鞋包", "数码家电"]);
      expect((await info(m1, parent)).data).toMatchObject({ id: parent, name: "商品图片", owner: 1, status: true });
      const foreign = await idOf("宣传素材", m2);
      expect(await info(m1, foreign)).toEqual({ code: 7201, message: "分类不存在", data: null });
      const byIds = await s.call<CategoryVo[]>("GET", `${M}/category/list/ids`, { token: m1, query: { ids: `${parent},${foreign}` } });
      expect(byIds.data.map((c) => c.id)).toEqual([parent]);
      expect((await s.call("GET", `${M}/category/list/ids`, { token: m1 })).message).toBe("请求参数 ids 不能为空");
    });

    it("needs a token; staff1 holds no library authority", async () => {
      expect((await tree("")).code).toBe(401);
      expect((await tree(staff)).code).toBe(403);
    });
  });

  describe("saving", () => {
    it("validates with the backend's messages", async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ ...valid, pid: undefined }, "请选择父级分类"],
        [{ ...valid, pid: -1 }, "请选择父级分类"],
        [{ ...valid, name: "   " }, "分类名称必须填写"],
        [{ ...valid, name: "名".repeat(51) }, "分类名称不能超过50个字符"],
        [{ ...valid, type: 7 }, "类型，1 产品分类，2 附件分类，3 文章分类， 4 设置分类， 5 菜单分类， 6 配置分类， 7 秒杀配置之间"],
        [{ ...valid, type: undefined }, "类型必须选择"],
        [{ ...valid, status: undefined }, "状态必须选择"],
        [{ ...valid, sort: undefined }, "排序数字为空"],
        [{ ...valid, sort: -1 }, "排序数字必须大于等于0"],
        [{ ...valid, pid: await idOf("宣传素材", m2) }, "上级分类不存在"],
        [{ ...valid, name: "商品图片" }, "此分类已存在"],
      ];
      for (const [body, message] of cases) expect(await save(body), message).toMatchObject({ code: 400, message });
    });

    it("creates a trimmed child under its parent and stores media URLs relative", async () => {
      const parent = await idOf("商品视频");
      const result = await save({ ...valid, pid: parent, name: "  开箱视频  ", status: 1, extra: "http://localhost:80/crmebimage/public/product/a.png" });
      expect(result).toEqual({ code: 200, message: null, data: null });
      const created = await idOf("开箱视频");
      const row = (await info(m1, created)).data;
      expect(row).toMatchObject({ pid: parent, path: `/0/${parent}/`, name: "开箱视频", status: true, owner: 1 });
      expect(row.extra).toMatch(/^http:\/\/localhost(:\d+)?\/crmebimage\/public\/product\/a\.png$/);
      const stored = await s.app.db.selectFrom("baseCategory").select("extra").where("id", "=", created).executeTakeFirstOrThrow();
      expect(stored.extra).toBe("crmebimage/public/product/a.png");
      // Merchant 2 may use the same name: names are unique per merchant.
      expect((await save({ ...valid, name: "开箱视频" }, m2)).code).toBe(200);
    });

    it("refuses staff1", async () => {
      expect((await save(valid, staff)).code).toBe(403);
    });
  });

  describe("updating (fields as query parameters)", () => {
    it("reads its fields from the query, not a JSON body", async () => {
      const id = await idOf("商品视频");
      const viaBody = await s.call("POST", `${M}/category/update/${id}`, { token: m1, body: { ...valid } });
      expect(viaBody).toMatchObject({ code: 400, message: "请选择父级分类" });
    });

    it("refuses the category itself or a descendant as parent", async () => {
      const top = await idOf("店铺装修");
      const child = await idOf("首页轮播");
      expect(await update(top, { ...valid, name: "店铺装修", pid: top })).toMatchObject({ code: 400, message: "上级分类不能是当前分类" });
      expect(await update(top, { ...valid, name: "店铺装修", pid: child })).toMatchObject({
        code: 400,
        message: "上级分类不能是当前分类的子分类",
      });
      expect(await update(child, { ...valid, name: "活动海报", pid: top })).toMatchObject({ code: 400, message: "分类名称重复" });
    });

    it("moves a subtree: the descendants' paths follow", async () => {
      const target = await idOf("商品图片");
      const moved = await idOf("店铺装修");
      const grandChild = await idOf("首页轮播");
      expect(await update(moved, { ...valid, name: "店铺装修", pid: target, sort: 5 })).toEqual({ code: 200, message: null, data: null });
      expect((await info(m1, moved)).data).toMatchObject({ pid: target, path: `/0/${target}/`, sort: 5 });
      expect((await info(m1, grandChild)).data.path).toBe(`/0/${target}/${moved}/`);
      // Back to the top level.
      expect((await update(moved, { ...valid, name: "店铺装修", pid: 0, sort: 90 })).code).toBe(200);
      expect((await info(m1, grandChild)).data.path).toBe(`/0/${moved}/`);
    });

    it("disabling disables the subtree; enabling a child enables its parent", async () => {
      const top = await idOf("店铺装修");
      const child = await idOf("首页轮播");
      expect((await update(top, { ...valid, name: "店铺装修", status: false, sort: 90 })).code).toBe(200);
      expect((await info(m1, child)).data.status).toBe(false);
      expect((await tree(m1, { type: 2, status: 1 })).data.map((n) => n.name)).not.toContain("店铺装修");
      expect((await update(child, { ...valid, name: "首页轮播", pid: top, status: true, sort: 20 })).code).toBe(200);
      expect((await info(m1, top)).data.status).toBe(true);
    });

    it("toggles the status", async () => {
      const id = await idOf("食品生鲜");
      const toggled = await s.call("POST", `${M}/category/updateStatus/${id}`, { token: m1 });
      expect(toggled).toEqual({ code: 200, message: null, data: "修改成功" });
      expect((await info(m1, id)).data.status).toBe(false);
      expect((await s.call("POST", `${M}/category/updateStatus/${id}`, { token: staff })).code).toBe(403);
    });

    it("treats merchant 1's categories as missing for merchant 2", async () => {
      const id = await idOf("数码家电");
      const missing = { code: 7201, message: "分类不存在", data: null };
      expect(await update(id, { ...valid, name: "改名" }, m2)).toEqual(missing);
      expect(await s.call("POST", `${M}/category/updateStatus/${id}`, { token: m2 })).toEqual(missing);
      expect(await s.call("POST", `${M}/category/delete/${id}`, { token: m2 })).toEqual(missing);
      expect((await info(m1, id)).data.name).toBe("数码家电");
      expect((await update(id, { ...valid, name: "改名" }, staff)).code).toBe(403);
    });
  });

  describe("deleting", () => {
    it("refuses a category with children or pictures, then deletes an empty one", async () => {
      const withChildren = await idOf("商品图片");
      expect(await s.call("POST", `${M}/category/delete/${withChildren}`, { token: m1 })).toMatchObject({
        code: 400,
        message: "当前分类下有子类，请先删除子类！",
      });
      const withPictures = await idOf("服饰鞋包");
      expect(await s.call("POST", `${M}/category/delete/${withPictures}`, { token: m1 })).toMatchObject({
        code: 400,
        message: "当前分类下有图片，请先移动或删除图片！",
      });
      const empty = await idOf("开箱视频");
      expect((await s.call("POST", `${M}/category/delete/${empty}`, { token: staff })).code).toBe(403);
      expect(await s.call("POST", `${M}/category/delete/${empty}`, { token: m1 })).toEqual({ code: 200, message: null, data: null });
      expect((await info(m1, empty)).code).toBe(7201);
    });
  });
});
