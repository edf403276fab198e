import { afterAll, beforeAll, describe, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import { M, type TestServer, startSignedIn } from "./helpers.js";
import { multipartBody } from "./libraryHelpers.js";

type Cell = string | number | null;

describe("card-secret libraries and secrets", () => {
  let s: TestServer;
  let owner: string;
  let staff: string;
  let other: string;

  const get = <T = unknown>(path: string, query?: Record<string, string | number | boolean>, token = owner) => s.call<T>("GET", `${M}${path}`, { token, query });
  const post = (path: string, body?: unknown, token = owner) => s.call("POST", `${M}${path}`, { token, body });
  const library = (id: number) => s.app.db.selectFrom("cdkeyLibrary").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const liveSecrets = async (libraryId: number) =>
    Number((await s.app.db.selectFrom("cardSecret").select((eb) => eb.fn.countAll<number>().as("n")).where("libraryId", "=", libraryId).where("isDel", "=", 0).executeTakeFirstOrThrow()).n);
  /** A library of merchant 1 bound to a product's SKU, with that SKU and product. */
  const boundLibrary = async () => {
    const lib = await s.app.db.selectFrom("cdkeyLibrary").selectAll().where("merId", "=", 1).where("productId", ">", 0).orderBy("id", "desc").executeTakeFirstOrThrow();
    const sku = await s.app.db.selectFrom("productAttrValue").select("stock").where("id", "=", lib.productAttrValueId).executeTakeFirstOrThrow();
    const product = await s.app.db.selectFrom("product").select("stock").where("id", "=", lib.productId).executeTakeFirstOrThrow();
    return { lib, skuStock: sku.stock, productStock: product.stock };
  };
  const stocksOf = async (lib: { productId: number; productAttrValueId: number }) => ({
    sku: (await s.app.db.selectFrom("productAttrValue").select("stock").where("id", "=", lib.productAttrValueId).executeTakeFirstOrThrow()).stock,
    product: (await s.app.db.selectFrom("product").select("stock").where("id", "=", lib.productId).executeTakeFirstOrThrow()).stock,
  });
  const newLibrary = async (name: string) => {
    expect((await post("/cdkey/library/save", { name, remark: "测试" })).code).toBe(200);
    return (await s.app.db.selectFrom("cdkeyLibrary").select("id").where("name", "=", name).where("merId", "=", 1).executeTakeFirstOrThrow()).id;
  };

  async function xlsx(rows: Cell[][]): Promise<Buffer> {
    return writeXlsxFile(rows.map((r) => r.map((value) => (value === null ? null : { value }))) as never).toBuffer();
  }
  async function importFile(libraryId: number | undefined, file: { name: string; content: Buffer; field?: string }, token = owner) {
    const { payload, contentType } = multipartBody({ field: "file", ...file });
    const query = libraryId === undefined ? "" : `?libraryId=${libraryId}`;
    const response = await s.app.fastify.inject({
      method: "POST",
      url: `${M}/card/secret/import/excel${query}`,
      headers: { "content-type": contentType, "authori-zation": token },
      payload,
    });
    return response.json() as { code: number; message: string | null; data: unknown };
  }

  beforeAll(async () => {
    ({ s, m1: owner, staff, m2: other } = await startSignedIn());
  }, 60_000);
  afterAll(() => s.close());

  describe("libraries", () => {
    type Row = { id: number; name: string; usedNum: number; totalNum: number; productName: string; productAttrValueName: string };
    const page = (query: Record<string, string | number> = {}, token = owner) => get<{ total: number; list: Row[] }>("/cdkey/library/page/list", { limit: 100, ...query }, token);

    it("lists the merchant's libraries with the product and SKU they feed", async () => {
      const { data } = await page();
      const bound = data.list.find((l) => l.productName !== "")!;
      expect(bound.productAttrValueName).not.toBe("");
      expect(data.list.some((l) => l.productName === "")).toBe(true);
      expect((await page({ name: "备用" })).data.list.map((l) => l.name)).toEqual(["备用游戏点卡库"]);
      expect((await page({ productName: bound.productName })).data.list.map((l) => l.id)).toContain(bound.id);
      expect((await page({}, other)).data.list.every((l) => !data.list.some((m) => m.id === l.id))).toBe(true);
    });

    it("saves and updates libraries with unique names", async () => {
      const id = await newLibrary("测试卡密库");
      expect(await post("/cdkey/library/save", { name: "测试卡密库" })).toEqual({ code: 400, message: "卡密库名称已存在", data: null });
      expect((await post("/cdkey/library/update", { id, name: "测试卡密库2", remark: "改" })).code).toBe(200);
      expect(await library(id)).toMatchObject({ name: "测试卡密库2", remark: "改" });
      const theirs = await s.app.db.selectFrom("cdkeyLibrary").select("id").where("merId", "=", 2).executeTakeFirstOrThrow();
      expect(await post("/cdkey/library/update", { id: theirs.id, name: "夺取" })).toEqual({ code: 404, message: "商品卡密库不存在", data: null });
    });

    it.each([
      ["/cdkey/library/save", {}, "请填写卡密库名称"],
      ["/cdkey/library/save", { name: "长".repeat(33) }, "卡密库名称长度不能超过32个字符"],
      ["/cdkey/library/save", { name: "x", remark: "长".repeat(201) }, "备注长度不能超过200个字符"],
      ["/cdkey/library/update", { name: "x" }, "请选择要修改的卡密库"],
    ])("validates %s %o", async (path, body, message) => {
      expect(await post(path, body)).toEqual({ code: 400, message, data: null });
    });

    it("deletes a free library with its secrets, but not one feeding a product", async () => {
      const { lib } = await boundLibrary();
      expect(await post(`/cdkey/library/delete/${lib.id}`)).toEqual({ code: 500, message: "卡密库已关联商品，请先在商品中更换卡密库", data: null });
      const id = await newLibrary("待删卡密库");
      await post("/card/secret/save", { libraryId: id, csList: [{ cardNumber: "DEL-1", secretNum: "S1" }] });
      expect((await post(`/cdkey/library/delete/${id}`)).code).toBe(200);
      expect((await library(id)).isDel).toBe(1);
      expect(await liveSecrets(id)).toBe(0);
      expect((await post(`/cdkey/library/delete/${id}`)).code).toBe(404);
    });

    it("lists the libraries not yet bound to a SKU with their unused count", async () => {
      const list = (await get<Array<{ id: number; name: string; stock: number }>>("/cdkey/library/unrelated/list")).data;
      const rows = await s.app.db.selectFrom("cdkeyLibrary").selectAll().where("id", "in", list.map((l) => l.id)).execute();
      expect(rows.every((r) => r.productId === 0 && r.merId === 1 && r.isDel === 0)).toBe(true);
      const spare = list.find((l) => l.name === "活动兑换码库")!;
      expect(spare.stock).toBe(8);
    });
  });

  describe("secrets", () => {
    type Secret = { id: number; cardNumber: string; isUse: boolean };
    const secrets = (libraryId: number, token = owner) => get<{ total: number; list: Secret[] }>("/card/secret/page/list", { libraryId, limit: 100 }, token);

    it("lists a library's secrets, unused first; another merchant's library is not found", async () => {
      const spare = await s.app.db.selectFrom("cdkeyLibrary").select("id").where("name", "=", "活动兑换码库").executeTakeFirstOrThrow();
      const { data } = await secrets(spare.id);
      expect(data.total).toBe(12);
      expect(data.list.slice(0, 8).every((c) => !c.isUse)).toBe(true);
      expect(data.list.slice(8).every((c) => c.isUse)).toBe(true);
      expect((await secrets(spare.id, other)).code).toBe(404);
      expect((await get("/card/secret/page/list")).message).toBe("请选择卡密库");
    });

    it("adds secrets: the library, its SKU and its product gain stock together", async () => {
      const { lib, skuStock, productStock } = await boundLibrary();
      const body = { libraryId: lib.id, csList: [{ cardNumber: "NEW-001", secretNum: "A1" }, { cardNumber: "NEW-002", secretNum: "A2" }] };
      expect((await post("/card/secret/save", body)).code).toBe(200);
      expect((await library(lib.id)).totalNum).toBe(lib.totalNum + 2);
      expect(await stocksOf(lib)).toEqual({ sku: skuStock + 2, product: productStock + 2 });
      expect((await post("/card/secret/save", body)).message).toBe("卡号重复：NEW-001、NEW-002");
      expect((await post("/card/secret/save", { libraryId: lib.id, csList: [{ cardNumber: "D", secretNum: "1" }, { cardNumber: "D", secretNum: "2" }] })).message).toBe("添加数据中有重复卡号");
    });

    it.each([
      [{ csList: [{ cardNumber: "a", secretNum: "b" }] }, "请选择卡密库"],
      [{ libraryId: 1, csList: [] }, "卡密列表不能为空"],
      [{ libraryId: 1, csList: [{ secretNum: "b" }] }, "卡号不能为空"],
      [{ libraryId: 1, csList: [{ cardNumber: "a" }] }, "卡密不能为空"],
      [{ libraryId: 1, csList: [{ cardNumber: "长".repeat(51), secretNum: "b" }] }, "卡号不能超过50个字符"],
    ])("validates %o", async (body, message) => {
      expect(await post("/card/secret/save", body)).toEqual({ code: 400, message, data: null });
    });

    it("edits and deletes unused secrets only", async () => {
      const { lib } = await boundLibrary();
      const list = (await secrets(lib.id)).data.list;
      const unused = list.filter((c) => !c.isUse);
      expect((await post("/card/secret/update", { id: unused[0]!.id, cardNumber: "EDIT-1", secretNum: "X" })).code).toBe(200);
      expect((await post("/card/secret/update", { id: unused[1]!.id, cardNumber: "EDIT-1", secretNum: "X" })).message).toBe("卡号重复：EDIT-1");
      const used = await s.app.db.selectFrom("cardSecret").select(["id", "libraryId"]).where("merId", "=", 1).where("isUse", "=", 1).executeTakeFirstOrThrow();
      expect((await post("/card/secret/update", { id: used.id, cardNumber: "Z", secretNum: "Z" })).message).toBe("商品卡密已使用，不能修改");
      expect((await post(`/card/secret/delete/${used.id}`)).message).toBe("商品卡密已使用，不能删除");
      const before = await stocksOf(lib);
      expect((await post(`/card/secret/delete/${unused[0]!.id}`)).code).toBe(200);
      expect(await stocksOf(lib)).toEqual({ sku: before.sku - 1, product: before.product - 1 });
      const theirs = await s.app.db.selectFrom("cardSecret").select("id").where("merId", "=", 2).executeTakeFirstOrThrow();
      expect(await post("/card/secret/update", { id: theirs.id, cardNumber: "Z", secretNum: "Z" })).toEqual({ code: 404, message: "商品卡密不存在", data: null });
      expect((await post(`/card/secret/delete/${theirs.id}`)).code).toBe(404);
    });

    it("batch-deletes all or nothing", async () => {
      const { lib } = await boundLibrary();
      const unused = (await secrets(lib.id)).data.list.filter((c) => !c.isUse);
      const theirs = await s.app.db.selectFrom("cardSecret").select("id").where("merId", "=", 2).executeTakeFirstOrThrow();
      const before = await stocksOf(lib);
      expect((await post("/card/secret/batch/delete", { ids: `${unused[0]!.id},${theirs.id}` })).code).toBe(404);
      expect(await stocksOf(lib)).toEqual(before);
      expect((await post("/card/secret/batch/delete", { ids: `${unused[0]!.id},${unused[1]!.id}` })).code).toBe(200);
      expect(await stocksOf(lib)).toEqual({ sku: before.sku - 2, product: before.product - 2 });
      expect((await post("/card/secret/batch/delete", { ids: "" })).message).toBe("请选择要删除的卡密");
    });
  });

  describe("Excel import", () => {
    it("imports every row of a valid sheet (header 卡号 / 卡密) and moves the bound product's stock", async () => {
      const { lib } = await boundLibrary();
      const before = await stocksOf(lib);
      const content = await xlsx([
        ["卡号", "卡密"],
        ["XL-0001", "PASS-1"],
        ["XL-0002", "PASS-2"],
        [10003, 777],
      ]);
      expect(await importFile(lib.id, { name: "cards.xlsx", content })).toEqual({ code: 200, message: null, data: null });
      const numbers = (await s.app.db.selectFrom("cardSecret").select("cardNumber").where("libraryId", "=", lib.id).where("cardNumber", "in", ["XL-0001", "XL-0002", "10003"]).execute()).map((c) => c.cardNumber);
      expect(numbers.sort()).toEqual(["10003", "XL-0001", "XL-0002"]);
      expect(await stocksOf(lib)).toEqual({ sku: before.sku + 3, product: before.product + 3 });
    });

    it("imports nothing when a row is bad, naming each bad row", async () => {
      const id = await newLibrary("导入测试库");
      const cases: Array<[Cell[][], string]> = [
        [[["卡号", "卡密"], ["A-1", "P1"], ["A-2", null]], "第3行：卡密不能为空"],
        [[["卡号", "卡密"], [null, "P1"], ["A-2", "P2"], ["A-2", "P3"]], "第2行：卡号不能为空；第4行：卡号与第3行重复"],
        [[["卡号", "卡密"], ["长".repeat(51), "P1"]], "第2行：卡号不能超过50个字符"],
        [[["编号", "密钥"], ["A-1", "P1"]], "Excel表头须包含“卡号”和“卡密”两列"],
        [[["卡号", "卡密"]], "导入文件中没有卡密数据"],
      ];
      for (const [rows, message] of cases) {
        expect(await importFile(id, { name: "cards.xlsx", content: await xlsx(rows) })).toEqual({ code: 400, message, data: null });
        expect(await liveSecrets(id)).toBe(0);
      }
      expect((await library(id)).totalNum).toBe(0);
    });

    it("refuses card numbers the library already holds, naming the rows", async () => {
      const id = await newLibrary("重复导入库");
      await post("/card/secret/save", { libraryId: id, csList: [{ cardNumber: "DUP-1", secretNum: "S" }] });
      const content = await xlsx([["卡号", "密码"], ["NEW-1", "S"], ["DUP-1", "S"]]);
      expect(await importFile(id, { name: "cards.xlsx", content })).toEqual({ code: 400, message: "第3行：卡号已存在于卡密库中", data: null });
      expect(await liveSecrets(id)).toBe(1);
    });

    it("checks the upload itself", async () => {
      const id = await newLibrary("上传检查库");
      const content = await xlsx([["卡号", "卡密"], ["A", "B"]]);
      expect((await importFile(undefined, { name: "cards.xlsx", content })).message).toBe("请选择卡密库");
      expect((await importFile(id, { name: "cards.csv", content })).message).toBe("请提交正确的excel文件（.xlsx）");
      expect((await importFile(id, { name: "cards.xlsx", content: Buffer.from("not a spreadsheet") })).message).toBe("请提交正确的excel文件（.xlsx）");
      expect((await importFile(id, { name: "cards.xlsx", content, field: "multipart" })).message).toBe("请选择要导入的Excel文件");
      const theirs = await s.app.db.selectFrom("cdkeyLibrary").select("id").where("merId", "=", 2).executeTakeFirstOrThrow();
      expect((await importFile(theirs.id, { name: "cards.xlsx", content })).code).toBe(404);
      expect((await importFile(id, { name: "cards.xlsx", content }, staff)).code).toBe(403);
      expect(await liveSecrets(id)).toBe(0);
    });
  });
});
