import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { M, type TestServer, startSignedIn } from "./helpers.js";

let s: TestServer;
let m1: string;
let m2: string;
let staff: string;
beforeAll(async () => {
  ({ s, m1, m2, staff } = await startSignedIn());
}, 60_000);
afterAll(() => s.close());

interface Personnel {
  id: number;
  personnelName: string;
  personnelPhone: string;
  sort: number;
  createTime: string;
}

const P = `${M}/delivery/personnel`;
const page = async (query: Record<string, string | number> = {}, token = m1) =>
  (await s.call<{ total: number; list: Personnel[] }>("GET", `${P}/page`, { token, query: { limit: 9999, ...query } })).data;
const byName = async (name: string) => (await page({ personnelName: name })).list.find((p) => p.personnelName === name);

describe("delivery personnel", () => {
  it("pages the merchant's personnel, sort descending, with name, phone and date filters", async () => {
    const all = await page();
    expect(all.total).toBe(4);
    expect(all.list[0]).toEqual({ id: expect.any(Number), personnelName: "张师傅", personnelPhone: "13857112345", sort: 10, createTime: expect.any(String) });
    expect((await page({ personnelName: "李" })).list.map((p) => p.personnelName)).toEqual(["李建国"]);
    expect((await page({ personnelPhone: "150887" })).list.map((p) => p.personnelName)).toEqual(["王小虎"]);
    expect((await page({ dateLimit: "lately7" })).list.map((p) => p.personnelName)).toEqual(["张师傅"]);
    expect((await page({ dateLimit: "2000-01-01,2000-01-31" })).total).toBe(0);
    expect(await s.call("GET", `${P}/page`, { token: m1, query: { dateLimit: "someday" } })).toMatchObject({ code: 400, message: "请选择正确的时间范围" });
    expect((await page({}, m2)).list.map((p) => p.personnelName).sort()).toEqual(["吴敏", "周大勇"]);
  });

  it("saves with the answer 新增成功", async () => {
    const r = await s.call("POST", `${P}/save`, { token: m1, body: { personnelName: "赵小刀", personnelPhone: "13912345678", sort: 3 } });
    expect(r).toEqual({ code: 200, message: null, data: "新增成功" });
    expect(await byName("赵小刀")).toMatchObject({ personnelPhone: "13912345678", sort: 3 });
    expect((await s.call("POST", `${P}/save`, { token: m1, body: { personnelName: "钱多多", personnelPhone: "13912340000" } })).data).toBe("新增成功");
    expect((await byName("钱多多"))!.sort).toBe(0);
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ["no name", { personnelPhone: "13912345678" }, "请输入配送人员名称"],
    ["a blank name", { personnelName: "  ", personnelPhone: "13912345678" }, "请输入配送人员名称"],
    ["a 17-character name", { personnelName: "配".repeat(17), personnelPhone: "13912345678" }, "配送人员名称不能超过16个字符"],
    ["no phone", { personnelName: "甲" }, "请输入配送人员手机号"],
    ["a landline", { personnelName: "甲", personnelPhone: "057188886666" }, "手机号码格式错误"],
    ["a 12 prefix", { personnelName: "甲", personnelPhone: "12912345678" }, "手机号码格式错误"],
    ["a negative sort", { personnelName: "甲", personnelPhone: "13912345678", sort: -1 }, "排序范围为0~9999"],
  ];
  it.each(invalid)("rejects %s with 400", async (_what, body, message) => {
    expect(await s.call("POST", `${P}/save`, { token: m1, body })).toMatchObject({ code: 400, message });
  });

  it("refuses a phone already used by the merchant's personnel, not by another merchant's", async () => {
    expect(await s.call("POST", `${P}/save`, { token: m1, body: { personnelName: "重号", personnelPhone: "13857112345" } })).toMatchObject({
      code: 500,
      message: "配送人员手机号已存在",
    });
    expect((await s.call("POST", `${P}/save`, { token: m2, body: { personnelName: "重号", personnelPhone: "13857112345" } })).data).toBe("新增成功");
  });

  it("edits with the answer 编辑成功", async () => {
    const p = (await byName("陈丽"))!;
    const r = await s.call("POST", `${P}/edit`, { token: m1, body: { id: p.id, personnelName: "陈丽丽", personnelPhone: "18768112233", sort: 6 } });
    expect(r).toMatchObject({ code: 200, data: "编辑成功" });
    expect(await byName("陈丽丽")).toMatchObject({ id: p.id, sort: 6 });
    expect(await s.call("POST", `${P}/edit`, { token: m1, body: { personnelName: "x", personnelPhone: "18768112233" } })).toMatchObject({ code: 400, message: "配送人员ID不能为空" });
    expect(await s.call("POST", `${P}/edit`, { token: m1, body: { id: 99999, personnelName: "x", personnelPhone: "18768112233" } })).toMatchObject({ code: 500, message: "配送人员不存在" });
  });

  it("deletes with the answer 删除成功", async () => {
    const p = (await byName("钱多多"))!;
    expect(await s.call("POST", `${P}/delete/${p.id}`, { token: m1 })).toMatchObject({ code: 200, data: "删除成功" });
    expect(await byName("钱多多")).toBeUndefined();
    expect(await s.call("POST", `${P}/delete/${p.id}`, { token: m1 })).toMatchObject({ code: 500, message: "配送人员不存在" });
  });

  it("treats another merchant's personnel as missing", async () => {
    const theirs = (await page({}, m2)).list[0]!;
    expect(await s.call("POST", `${P}/edit`, { token: m1, body: { id: theirs.id, personnelName: "x", personnelPhone: "13900000000" } })).toMatchObject({ code: 500, message: "配送人员不存在" });
    expect(await s.call("POST", `${P}/delete/${theirs.id}`, { token: m1 })).toMatchObject({ code: 500, message: "配送人员不存在" });
    expect((await page({}, m2)).list.find((p) => p.id === theirs.id)).toMatchObject({ personnelName: theirs.personnelName });
  });

  it.each([
    ["GET", `${P}/page`],
    ["POST", `${P}/save`],
    ["POST", `${P}/edit`],
    ["POST", `${P}/delete/1`],
  ] as Array<["GET" | "POST", string]>)("%s %s: 401 without a token, 403 for staff1", async (method, url) => {
    const body = method === "POST" ? {} : undefined;
    expect((await s.call(method, url, { body })).code).toBe(401);
    expect((await s.call(method, url, { token: staff, body })).code).toBe(403);
  });
});
