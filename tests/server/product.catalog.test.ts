import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDateTime } from "../../server/core/format.js";
import { M, type TestServer, startSignedIn } from "./helpers.js";

interface TreeNode {
  id: number;
  pid: number;
  name: string;
  level?: number;
  isShow: boolean;
  childList: TreeNode[];
}

describe("catalogues around products", () => {
  let s: TestServer;
  let owner: string;
  let staff: string;
  let other: string;

  const get = <T = unknown>(path: string, query?: Record<string, string | number | boolean>, token = owner) => s.call<T>("GET", `${M}${path}`, { token, query });
  const post = (path: string, body?: unknown, token = owner) => s.call("POST", `${M}${path}`, { token, body });

  beforeAll(async () => {
    ({ s, m1: owner, staff, m2: other } = await startSignedIn());
  }, 60_000);
  afterAll(() => s.close());

  describe("platform catalogues (global, read-only)", () => {
    it("answers the three-level category tree, also to the read-only staff", async () => {
      const answer = await get<TreeNode[]>("/plat/product/category/cache/tree", undefined, staff);
      expect(answer.code).toBe(200);
      const [digital] = answer.data;
      expect(digital).toMatchObject({ name: "数码电器", level: 1, pid: 0 });
      expect(digital!.childList[0]).toMatchObject({ name: "手机通讯", level: 2, pid: digital!.id });
      expect(digital!.childList[0]!.childList.map((c) => c.name)).toEqual(["手机", "手机壳", "充电器"]);
      expect(digital!.childList[0]!.childList[0]!.level).toBe(3);
      expect((await get<TreeNode[]>("/plat/product/category/cache/tree", undefined, other)).data).toEqual(answer.data);
    });

    it("lists brands, all of them or those serving a category, paged", async () => {
      const all = await get<Array<{ id: number; name: string; isShow: boolean }>>("/plat/product/brand/cache/list", undefined, staff);
      expect(all.code).toBe(200);
      expect(all.data.map((b) => b.name)).toContain("云栖数码");
      const phone = await s.app.db.selectFrom("productCategory").select("id").where("name", "=", "手机").executeTakeFirstOrThrow();
      const forPhones = await get<{ total: number; list: Array<{ name: string }> }>("/plat/product/brand/list", { cid: phone.id });
      const names = forPhones.data.list.map((b) => b.name);
      expect(names).toEqual(expect.arrayContaining(["云栖数码", "听风音频", "其他"]));
      expect(names).not.toContain("木槿服饰");
      expect((await get<{ list: Array<{ name: string }> }>("/plat/product/brand/list", { cid: phone.id, brandName: "云栖" })).data.list.map((b) => b.name)).toEqual(["云栖数码"]);
      const paged = await get<{ total: number; list: unknown[] }>("/plat/product/brand/list", { cid: phone.id, limit: 1 });
      expect(paged.data.list).toHaveLength(1);
      expect(paged.data.total).toBe(forPhones.data.total);
      expect((await get("/plat/product/brand/list")).message).toBe("请求参数 cid 不能为空");
    });

    it("lists guarantee services: all, or only those in effect", async () => {
      const all = await get<Array<{ id: number; name: string; isShow: boolean }>>("/plat/product/guarantee/list", undefined, staff);
      expect(all.data.map((g) => g.name)).toContain("七天无理由退货");
      await s.app.db.updateTable("productGuarantee").set({ isShow: 0 }).where("id", "=", all.data[0]!.id).execute();
      expect((await get<unknown[]>("/plat/product/guarantee/list", { type: 0 })).data).toHaveLength(all.data.length);
      expect((await get<unknown[]>("/plat/product/guarantee/list", { type: 1 })).data).toHaveLength(all.data.length - 1);
      await s.app.db.updateTable("productGuarantee").set({ isShow: 1 }).where("id", "=", all.data[0]!.id).execute();
    });
  });

  describe("merchant categories", () => {
    const list = async (token = owner) => (await get<Array<{ id: number; pid: number; name: string; isShow: boolean; merId: number }>>("/store/product/category/list", undefined, token)).data;
    const idOf = async (name: string) => (await list()).find((c) => c.name === name)!.id;

    it("lists the merchant's own categories flat and as a shown tree; the staff may read them", async () => {
      const flat = await list(staff);
      expect(flat.every((c) => c.merId === 1)).toBe(true);
      expect(flat.map((c) => c.name)).toContain("手机配件");
      const tree = (await get<TreeNode[]>("/store/product/category/cache/tree", undefined, staff)).data;
      expect(tree.find((n) => n.name === "数码好物")!.childList.map((c) => c.name)).toEqual(["手机配件", "影音设备"]);
      expect((await list(other)).map((c) => c.name)).not.toContain("手机配件");
    });

    it("adds top-level and second-level categories, refusing a third level and duplicates", async () => {
      expect((await post("/store/product/category/add", { pid: 0, name: "测试分类", sort: 5 })).code).toBe(200);
      const top = await idOf("测试分类");
      expect((await post("/store/product/category/add", { pid: top, name: "测试子分类", sort: 1, icon: "" })).code).toBe(200);
      const child = await idOf("测试子分类");
      expect(await post("/store/product/category/add", { pid: child, name: "三级分类", sort: 1 })).toEqual({ code: 400, message: "商户商品分类只支持二级分类", data: null });
      expect(await post("/store/product/category/add", { pid: 0, name: "测试分类", sort: 1 })).toEqual({ code: 400, message: "分类名称已存在", data: null });
      const theirs = (await list(other))[0]!.id;
      expect(await post("/store/product/category/add", { pid: theirs, name: "别人的子分类", sort: 1 })).toEqual({ code: 404, message: "商户商品分类不存在", data: null });
    });

    it.each([
      [{ name: "x", sort: 1 }, "父级ID不能为空"],
      [{ pid: 0, sort: 1 }, "分类名称不能为空"],
      [{ pid: 0, name: "长".repeat(101), sort: 1 }, "分类名称不能超过100个字符"],
      [{ pid: 0, name: "x" }, "排序不能为空"],
      [{ pid: 0, name: "x", sort: 10000 }, "排序最范围为0-9999"],
    ])("validates %o", async (body, message) => {
      expect(await post("/store/product/category/add", body)).toEqual({ code: 400, message, data: null });
    });

    it("updates a category, refusing itself as parent and moving a parent below another", async () => {
      await post("/store/product/category/add", { pid: 0, name: "待改分类", sort: 1 });
      const id = await idOf("待改分类");
      expect((await post("/store/product/category/update", { id, pid: 0, name: "已改分类", sort: 9 })).code).toBe(200);
      expect((await list()).find((c) => c.id === id)!.name).toBe("已改分类");
      expect((await post("/store/product/category/update", { id, pid: id, name: "已改分类", sort: 9 })).message).toBe("上级分类不能是当前分类");
      expect((await post("/store/product/category/update", { pid: 0, name: "x", sort: 1 })).message).toBe("商品分类ID不能为空");
      const parent = await idOf("数码好物");
      expect(await post("/store/product/category/update", { id: parent, pid: id, name: "数码好物", sort: 1 })).toEqual({
        code: 500,
        message: "该分类下有子分类，不能移动到其他分类下",
        data: null,
      });
      const theirs = (await list(other))[0]!;
      expect((await post("/store/product/category/update", { id: theirs.id, pid: 0, name: "夺取", sort: 1 })).code).toBe(404);
      expect((await list(other)).find((c) => c.id === theirs.id)!.name).toBe(theirs.name);
    });

    it("deletes only unused categories without children", async () => {
      expect((await post(`/store/product/category/delete/${await idOf("数码好物")}`)).message).toBe("该分类下有子分类，请先删除子分类");
      expect((await post(`/store/product/category/delete/${await idOf("手机配件")}`)).message).toBe("商户商品分类已使用，请先移除分类下的商品");
      await post("/store/product/category/add", { pid: 0, name: "空分类", sort: 1 });
      const id = await idOf("空分类");
      expect((await post(`/store/product/category/delete/${id}`)).code).toBe(200);
      expect((await list()).some((c) => c.id === id)).toBe(false);
      const theirs = (await list(other))[0]!.id;
      expect((await post(`/store/product/category/delete/${theirs}`)).code).toBe(404);
    });

    it("toggles showing: a parent carries its children, a shown child shows its parent", async () => {
      const parent = await idOf("食品茶饮");
      const child = await idOf("名优茶饮");
      expect((await post(`/store/product/category/update/show/${parent}`)).code).toBe(200);
      let flat = await list();
      expect(flat.filter((c) => c.id === parent || c.id === child).map((c) => c.isShow)).toEqual([false, false]);
      const tree = (await get<TreeNode[]>("/store/product/category/cache/tree")).data;
      expect(tree.some((n) => n.id === parent)).toBe(false);
      expect((await post(`/store/product/category/update/show/${child}`)).code).toBe(200);
      flat = await list();
      expect(flat.filter((c) => c.id === parent || c.id === child).map((c) => c.isShow)).toEqual([true, true]);
    });
  });

  describe("spec templates", () => {
    const value = JSON.stringify([{ value: "颜色", detail: ["红", "蓝"] }]);

    it("saves, lists, reads, updates and deletes a template", async () => {
      expect((await post("/product/rule/save", { ruleName: "测试规格", ruleValue: value })).code).toBe(200);
      const page = await get<{ total: number; list: Array<{ id: number; ruleName: string; ruleValue: string; merId: number }> }>("/product/rule/list", { keywords: "测试" });
      expect(page.data.list).toHaveLength(1);
      const rule = page.data.list[0]!;
      expect(JSON.parse(rule.ruleValue)).toEqual([{ value: "颜色", detail: ["红", "蓝"] }]);
      expect((await get(`/product/rule/info/${rule.id}`)).data).toEqual(rule);
      expect(await post("/product/rule/save", { ruleName: "测试规格", ruleValue: value })).toEqual({ code: 400, message: "规格名称已存在", data: null });
      expect((await post("/product/rule/update", { id: rule.id, ruleName: "测试规格2", ruleValue: value })).code).toBe(200);
      expect((await get<{ ruleName: string }>(`/product/rule/info/${rule.id}`)).data.ruleName).toBe("测试规格2");
      expect((await get(`/product/rule/info/${rule.id}`, undefined, other)).code).toBe(404);
      expect((await post(`/product/rule/delete/${rule.id}`, undefined, other)).code).toBe(404);
      expect((await post(`/product/rule/delete/${rule.id}`)).code).toBe(200);
      expect((await get(`/product/rule/info/${rule.id}`)).message).toBe("商品规格值不存在");
    });

    it.each([
      [{ ruleValue: value }, "规格名称不能为空"],
      [{ ruleName: "长".repeat(33), ruleValue: value }, "规格名称不能超过32个字符"],
      [{ ruleName: "x" }, "规格值不能为空"],
      [{ ruleName: "x", ruleValue: "[]" }, "规格值格式不正确"],
      [{ ruleName: "x", ruleValue: JSON.stringify([{ title: "颜色", detail: ["红"] }]) }, "规格值格式不正确"],
      [{ ruleName: "x", ruleValue: JSON.stringify([{ value: "颜色", detail: [] }]) }, "规格值格式不正确"],
    ])("validates %o", async (body, message) => {
      expect(await post("/product/rule/save", body)).toEqual({ code: 400, message, data: null });
    });

    it("requires the id on update", async () => {
      expect((await post("/product/rule/update", { ruleName: "x", ruleValue: value })).message).toBe("规格ID不能为空");
    });
  });

  describe("comments", () => {
    type Reply = { id: number; uid: number; star: number; nickname: string; pics: string[]; productName: string; productImage: string; merName: string; merchantReplyContent: string; createTime: string; sku: string };
    const replies = (query: Record<string, string | number | boolean> = {}, token = owner) => get<{ total: number; list: Reply[] }>("/product/reply/list", { limit: 200, ...query }, token);

    it("lists the merchant's comments with product and shop names", async () => {
      const page = await replies();
      expect(page.data.total).toBeGreaterThan(50);
      expect(page.data.list[0]).toMatchObject({ merName: "CRMEB 旗舰店" });
      expect(page.data.list[0]!.productName).not.toBe("");
      expect(Array.isArray(page.data.list[0]!.pics)).toBe(true);
      const theirs = await replies({}, other);
      expect(theirs.data.list.every((r) => !page.data.list.some((m) => m.id === r.id))).toBe(true);
    });

    it("filters by star, reply state, product name, user and date", async () => {
      expect((await replies({ star: 5 })).data.list.every((r) => r.star === 5)).toBe(true);
      expect((await replies({ isReply: true })).data.list.every((r) => r.merchantReplyContent !== "")).toBe(true);
      expect((await replies({ isReply: false })).data.list.every((r) => r.merchantReplyContent === "")).toBe(true);
      const byProduct = await replies({ productSearch: "茶" });
      expect(byProduct.data.list.every((r) => r.productName.includes("茶"))).toBe(true);
      const someone = (await replies()).data.list.find((r) => r.uid > 0)!;
      expect((await replies({ searchType: "uid", content: String(someone.uid) })).data.list.every((r) => r.uid === someone.uid)).toBe(true);
      expect((await replies({ searchType: "nickname", content: someone.nickname })).data.list.every((r) => r.nickname === someone.nickname)).toBe(true);
      const phone = await s.app.db.selectFrom("productReply").select("phone").where("id", "=", someone.id).executeTakeFirstOrThrow();
      expect((await replies({ searchType: "phone", content: phone.phone })).data.list.map((r) => r.id)).toContain(someone.id);
      const today = formatDateTime().slice(0, 10);
      expect((await replies({ dateLimit: "today" })).data.list.every((r) => r.createTime.startsWith(today))).toBe(true);
      expect((await replies({ dateLimit: "lately30" })).data.total).toBeLessThanOrEqual((await replies()).data.total);
      expect((await replies({ dateLimit: "2020-01-01,2020-01-31" })).data.total).toBe(0);
      expect((await replies({ dateLimit: "yesterday-ish" })).message).toBe("请选择正确的时间范围");
      expect((await replies({ star: 6 })).message).toBe("评价星级为1-5");
    });

    it("adds a virtual comment to one of the merchant's SKUs", async () => {
      const product = await s.app.db.selectFrom("product").select(["id", "name", "image"]).where("merId", "=", 1).where("isShow", "=", 1).executeTakeFirstOrThrow();
      const sku = await s.app.db.selectFrom("productAttrValue").select(["id", "sku"]).where("productId", "=", product.id).executeTakeFirstOrThrow();
      const body = { productId: product.id, attrValueId: sku.id, star: 4, comment: "虚拟好评测试", pics: ["/static/demo/product-01.png"], avatar: "/static/demo/product-12.png", nickname: "测试买家" };
      expect((await post("/product/reply/virtual", body)).code).toBe(200);
      const [latest] = (await replies({ searchType: "nickname", content: "测试买家" })).data.list;
      expect(latest).toMatchObject({ uid: 0, star: 4, productName: product.name, sku: sku.sku });
      expect(latest!.pics[0]).toMatch(/^http:\/\/.*product-01\.png$/);
      // The product's own picture, as a full address.
      expect(latest!.productImage).toMatch(/^http:\/\//);
      expect(latest!.productImage.endsWith(product.image)).toBe(true);
      const theirs = await s.app.db.selectFrom("product").select("id").where("merId", "=", 2).executeTakeFirstOrThrow();
      expect((await post("/product/reply/virtual", { ...body, productId: theirs.id })).code).toBe(404);
      const foreignSku = await s.app.db.selectFrom("productAttrValue").select("id").where("productId", "=", theirs.id).executeTakeFirstOrThrow();
      expect((await post("/product/reply/virtual", { ...body, attrValueId: foreignSku.id })).message).toBe("商品规格属性值不存在");
    });

    it.each([
      [{ productId: undefined }, "商品ID不能为空"],
      [{ attrValueId: undefined }, "商品规格属性值ID不能为空"],
      [{ star: undefined }, "评价星级不能为空"],
      [{ star: 0 }, "评价星级为1-5"],
      [{ comment: "" }, "请填写评论内容"],
      [{ comment: "长".repeat(513) }, "评论内容长度不能超过512个字符"],
      [{ avatar: "" }, "评论人头像不能为空"],
      [{ nickname: "" }, "评论人昵称不能为空"],
    ])("validates a virtual comment %o", async (change, message) => {
      const body = { productId: 1, attrValueId: 1, star: 5, comment: "好", pics: [], avatar: "a.png", nickname: "n", ...change };
      expect(await post("/product/reply/virtual", body)).toEqual({ code: 400, message, data: null });
    });

    it("replies to and deletes a comment; another merchant's comment is not found", async () => {
      const target = (await replies({ isReply: false })).data.list[0]!;
      expect((await post("/product/reply/comment", { id: target.id, merchantReplyContent: "感谢支持" })).code).toBe(200);
      expect((await replies()).data.list.find((r) => r.id === target.id)!.merchantReplyContent).toBe("感谢支持");
      expect((await post("/product/reply/comment", { id: target.id })).message).toBe("回复内容不能为空");
      const theirs = (await replies({}, other)).data.list[0]!;
      expect(await post("/product/reply/comment", { id: theirs.id, merchantReplyContent: "x" })).toEqual({ code: 404, message: "商品评论不存在", data: null });
      expect((await post(`/product/reply/delete/${theirs.id}`)).code).toBe(404);
      expect((await post(`/product/reply/delete/${target.id}`)).code).toBe(200);
      expect((await replies()).data.list.some((r) => r.id === target.id)).toBe(false);
    });
  });

  describe("guarantee groups", () => {
    type Group = { id: number; name: string; guaranteeList: Array<{ groupId: number; gid: number; isShow: boolean }> };
    const groups = async (token = owner) => (await get<Group[]>("/product/guarantee/group/list", undefined, token)).data;

    it("lists the merchant's groups with their services", async () => {
      const mine = await groups();
      expect(mine.map((g) => g.name).sort()).toEqual(["基础保障", "数码无忧"]);
      expect(mine.find((g) => g.name === "基础保障")!.guaranteeList.map((i) => i.gid)).toEqual([1, 2]);
      expect((await groups(other)).map((g) => g.name)).toEqual(["生活保障"]);
    });

    it("adds, edits and deletes a group", async () => {
      expect((await post("/product/guarantee/group/add", { name: "测试组合", gids: "1,3" })).code).toBe(200);
      const added = (await groups()).find((g) => g.name === "测试组合")!;
      expect(added.guaranteeList.map((i) => i.gid).sort()).toEqual([1, 3]);
      expect(await post("/product/guarantee/group/add", { name: "测试组合", gids: "1" })).toEqual({ code: 400, message: "保障服务组合名称已存在", data: null });
      expect(await post("/product/guarantee/group/add", { name: "坏组合", gids: "1,999" })).toEqual({ code: 500, message: "商品保障服务不存在", data: null });
      expect((await post("/product/guarantee/group/edit", { id: added.id, name: "测试组合2", gids: "4" })).code).toBe(200);
      expect((await groups()).find((g) => g.id === added.id)).toMatchObject({ name: "测试组合2", guaranteeList: [{ groupId: added.id, gid: 4, isShow: true }] });
      const theirs = (await groups(other))[0]!;
      expect(await post("/product/guarantee/group/edit", { id: theirs.id, name: "夺取", gids: "1" })).toEqual({ code: 404, message: "商品保障服务组合不存在", data: null });
      expect((await post(`/product/guarantee/group/delete/${theirs.id}`)).code).toBe(404);
      expect((await post(`/product/guarantee/group/delete/${added.id}`)).code).toBe(200);
      expect((await groups()).some((g) => g.id === added.id)).toBe(false);
    });

    it.each([
      [{ gids: "1" }, "组合名称不能为空"],
      [{ name: "x" }, "请选择保障服务"],
      [{ name: "x", gids: "a" }, "保障服务格式不正确"],
    ])("validates %o", async (body, message) => {
      expect(await post("/product/guarantee/group/add", body)).toEqual({ code: 400, message, data: null });
    });
  });
});
