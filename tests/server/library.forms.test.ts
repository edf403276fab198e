import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { M, type TestServer, startSignedIn } from "./helpers.js";
import { SERVER_START_MS } from "./libraryHelpers.js";
import type { SystemFormListItem, SystemFormTempVo, SystemFormVo } from "../../server/areas/library/contract.js";
import type { Page } from "../../server/core/envelope.js";

interface GeneratorField {
  __config__: { label: string; tag: string; layout: string; required: boolean; regList: unknown[]; tips: boolean };
  __vModel__: string;
  __slot__: { options?: Array<{ label: string; value: unknown }> };
}

describe("system forms and form templates", () => {
  let s: TestServer;
  let m1: string;
  let m2: string;
  let staff: string;

  const page = (token: string) => s.call<Page<SystemFormListItem>>("GET", `${M}/system/form/page`, { token });
  const detail = (token: string, id: number) => s.call<SystemFormVo>("GET", `${M}/system/form/detail/${id}`, { token });
  const missing = { code: 400, message: "系统表单不存在", data: null };
  const formValue = JSON.stringify({ "1717": { name: "texts", timestamp: 1717, titleConfig: { val: "车牌号" } } });

  beforeAll(async () => {
    ({ s, m1, m2, staff } = await startSignedIn());
  }, SERVER_START_MS);
  afterAll(() => s.close());

  describe("system forms", () => {
    it("pages the merchant's seeded forms, newest first, without their values", async () => {
      const result = await page(m1);
      expect(result.data.total).toBe(2);
      expect(result.data.list.map((f) => f.formName)).toEqual(["定制商品需求单", "会员信息登记表"]);
      expect(result.data.list[0]).not.toHaveProperty("formValue");
      expect((await page(m2)).data.total).toBe(0);
    });

    it("reads one with its drag-built value", async () => {
      const id = (await page(m1)).data.list[1]!.id;
      const form = (await detail(m1, id)).data;
      expect(form).toMatchObject({ id, merId: 1, formName: "会员信息登记表", allKeys: "姓名,手机号,性别,电子邮箱", isDelete: false });
      const components = Object.values(JSON.parse(form.formValue) as Record<string, { name: string; titleConfig: { val: string } }>);
      expect(components.map((c) => c.titleConfig.val).join(",")).toBe(form.allKeys);
      expect(components.map((c) => c.name)).toEqual(["texts", "texts", "radios", "texts"]);
    });

    it("adds a form and answers it", async () => {
      expect(await s.call("POST", `${M}/system/form/add`, { token: m1, body: { allKeys: "a" } })).toMatchObject({ code: 400, message: "请输入表单名称" });
      expect(await s.call("POST", `${M}/system/form/add`, { token: m1, body: { formName: "   " } })).toMatchObject({ code: 400, message: "请输入表单名称" });
      expect(await s.call("POST", `${M}/system/form/add`, { token: m1, body: { formName: "x", formValue: "not json" } })).toMatchObject({
        code: 400,
        message: "表单内容不是正确的JSON格式",
      });
      const added = await s.call<SystemFormVo>("POST", `${M}/system/form/add`, {
        token: m1,
        body: { formName: " 到店预约单 ", allKeys: "车牌号", formValue: `  ${formValue}  ` },
      });
      expect(added.code).toBe(200);
      expect(added.data).toMatchObject({ formName: "到店预约单", allKeys: "车牌号", formValue, merId: 1, isDelete: false });
      expect((await detail(m1, added.data.id)).data.formName).toBe("到店预约单");
      expect((await page(m1)).data.list[0]!.id).toBe(added.data.id);
    });

    it("updates a form", async () => {
      const id = (await page(m1)).data.list[0]!.id;
      const updated = await s.call("POST", `${M}/system/form/update`, { token: m1, body: { id, formName: "到店预约登记", allKeys: "", formValue: "" } });
      expect(updated).toEqual({ code: 200, message: null, data: null });
      expect((await detail(m1, id)).data).toMatchObject({ formName: "到店预约登记", allKeys: "", formValue: "" });
      expect(await s.call("POST", `${M}/system/form/update`, { token: m1, body: { id } })).toMatchObject({ code: 400, message: "请输入表单名称" });
      expect(await s.call("POST", `${M}/system/form/update`, { token: m1, body: { formName: "x" } })).toEqual(missing);
    });

    it("keeps merchant 1's forms from merchant 2", async () => {
      const id = (await page(m1)).data.list[0]!.id;
      expect(await detail(m2, id)).toEqual(missing);
      expect(await s.call("POST", `${M}/system/form/update`, { token: m2, body: { id, formName: "改" } })).toEqual(missing);
      expect(await s.call("POST", `${M}/system/form/delete/${id}`, { token: m2 })).toEqual(missing);
      expect((await detail(m1, id)).data.formName).toBe("到店预约登记");
    });

    it("refuses staff1", async () => {
      const id = (await page(m1)).data.list[0]!.id;
      expect((await page(staff)).code).toBe(403);
      expect((await s.call("POST", `${M}/system/form/add`, { token: staff, body: { formName: "x" } })).code).toBe(403);
      expect((await s.call("POST", `${M}/system/form/update`, { token: staff, body: { id, formName: "x" } })).code).toBe(403);
      expect((await s.call("POST", `${M}/system/form/delete/${id}`, { token: staff })).code).toBe(403);
    });

    it("deletes (softly): gone from the page and the detail", async () => {
      const id = (await page(m1)).data.list[0]!.id;
      expect(await s.call("POST", `${M}/system/form/delete/${id}`, { token: m1 })).toEqual({ code: 200, message: null, data: null });
      expect(await detail(m1, id)).toEqual(missing);
      expect((await page(m1)).data.total).toBe(2);
      expect(await s.call("POST", `${M}/system/form/delete/${id}`, { token: m1 })).toEqual(missing);
    });
  });

  describe("form templates", () => {
    const byName = (token: string, query: Record<string, string>) =>
      s.call<SystemFormTempVo>("GET", `${M}/form/temp/name/info`, { token, query });

    it("reads the public-account template by id, with a form-generator config", async () => {
      const result = await s.call<SystemFormTempVo>("GET", `${M}/form/temp/info`, { token: m1, query: { id: 84 } });
      expect(result.data).toMatchObject({ id: 84, name: "公众号配置" });
      const config = JSON.parse(result.data.content) as { fields: GeneratorField[]; formRef: string; formModel: string; formBtns: boolean; gutter: number };
      expect(config).toMatchObject({ formRef: "elForm", formModel: "formData", formBtns: true, gutter: 15 });
      const appId = config.fields.find((f) => f.__vModel__ === "wechatAppId")!;
      expect(appId.__config__).toMatchObject({ label: "AppID", tag: "el-input", layout: "colFormItem", required: true, tips: true });
      expect(appId.__config__.regList).toHaveLength(1);
      const encrypt = config.fields.find((f) => f.__config__.tag === "el-radio-group")!;
      expect(encrypt.__slot__.options).toHaveLength(3);
    });

    it("reads both configured templates by id (84 public-account form, 86 seckill form) for any merchant; staff1 is refused", async () => {
      const seckill = await s.call<SystemFormTempVo>("GET", `${M}/form/temp/info`, { token: m2, query: { id: 86 } });
      expect(seckill.data).toMatchObject({ id: 86, name: "秒杀配置" });
      const config = JSON.parse(seckill.data.content) as { fields: GeneratorField[]; formBtns: boolean };
      expect(config.formBtns).toBe(true);
      expect(config.fields.map((f) => f.__vModel__)).toEqual(["seckillName", "seckillTimeSlot", "seckillOnceNum", "seckillBanner", "seckillStatus", "seckillNotice"]);
      expect(config.fields.find((f) => f.__vModel__ === "seckillName")!.__config__).toMatchObject({ label: "活动名称", required: true });
      expect((await s.call<SystemFormTempVo>("GET", `${M}/form/temp/info`, { token: m2, query: { id: 84 } })).data.name).toBe("公众号配置");
      expect((await s.call("GET", `${M}/form/temp/info`, { token: staff, query: { id: 86 } })).code).toBe(403);
      expect((await s.call("GET", `${M}/form/temp/info`, { query: { id: 86 } })).code).toBe(401);
    });

    it("reads the seckill template by name — for any merchant (templates are global)", async () => {
      const result = await byName(m2, { name: "秒杀配置" });
      expect(result.data.id).toBe(86);
      const config = JSON.parse(result.data.content) as { fields: GeneratorField[] };
      expect(config.fields.map((f) => f.__vModel__)).toContain("seckillTimeSlot");
    });

    it("requires the name and answers a missing template", async () => {
      expect(await byName(m1, {})).toEqual({ code: 400, message: "请求参数 name 不能为空", data: null });
      expect(await byName(m1, { name: "  " })).toEqual({ code: 400, message: "请求参数 name 不能为空", data: null });
      expect(await byName(m1, { name: "不存在的表单" })).toEqual({ code: 7101, message: "表单不存在", data: null });
      expect((await s.call("GET", `${M}/form/temp/info`, { token: m1 })).message).toBe("请求参数 id 不能为空");
      expect((await s.call("GET", `${M}/form/temp/info`, { token: m1, query: { id: 9 } })).code).toBe(7101);
      expect((await byName(staff, { name: "秒杀配置" })).code).toBe(403);
    });
  });
});
