import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { M } from "./helpers.js";
import type { FileResultVo, SystemAttachmentVo } from "../../server/areas/library/contract.js";
import type { Page } from "../../server/core/envelope.js";
import {
  fetchMedia,
  filesUnder,
  samplePng,
  sampleMp4,
  sampleOle,
  sampleZip,
  SERVER_START_MS,
  startLibraryServer,
  upload,
  type LibraryServer,
} from "./libraryHelpers.js";

const IMAGE_TYPES = "上载文件类型只能为：gif,jpg,jpeg,png,bmp";
const FILE_TYPES = "上载文件类型只能为：mp4,doc,docx,xls,xlsx";
const PICTURES = "jpg,jpeg,gif,png,bmp,PNG,JPG";

describe("library uploads", () => {
  let s: LibraryServer;
  let m1: string;
  let m2: string;
  let staff: string;
  let categoryOf: (name: string) => Promise<number>;

  const attachmentCount = async () =>
    Number((await s.app.db.selectFrom("systemAttachment").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  const list = (token: string, query: Record<string, string | number> = {}) =>
    s.call<Page<SystemAttachmentVo>>("GET", `${M}/attachment/list`, { token, query: { attType: PICTURES, ...query } });

  beforeAll(async () => {
    s = await startLibraryServer();
    [m1, m2, staff] = await Promise.all([s.login("merchant1"), s.login("merchant2"), s.login("staff1")]);
    categoryOf = async (name) => {
      const tree = await s.call<Array<{ id: number; name: string; child: Array<{ id: number; name: string }> }>>(
        "GET",
        `${M}/category/list/tree`,
        { token: m1, query: { type: 2, status: -1 } },
      );
      const all = tree.data.flatMap((n) => [n, ...n.child]);
      return all.find((n) => n.name === name)!.id;
    };
  }, SERVER_START_MS);
  afterAll(() => s.close());

  describe("refused uploads leave nothing behind", () => {
    it("refuses a .png whose bytes are not an image", async () => {
      const before = await attachmentCount();
      const result = await upload(s, "image", { name: "photo.png", content: Buffer.from("just some text, not a picture"), contentType: "image/png" }, { token: m1 });
      expect(result).toEqual({ code: 400, message: IMAGE_TYPES, data: null });
      expect(await attachmentCount()).toBe(before);
      expect(filesUnder(s.dataDir)).toEqual([]);
    });

    it("refuses an image over 5 MB with the backend's wording", async () => {
      const before = await attachmentCount();
      const big = Buffer.concat([samplePng(), Buffer.alloc(6 * 1024 * 1024 - samplePng().length, 1)]);
      const result = await upload(s, "image", { name: "big.png", content: big }, { token: m1 });
      expect(result.code).toBe(400);
      expect(result.message).toBe("最大允许上传 5 MB文件，当前文件大小为 6.00 MB");
      expect(await attachmentCount()).toBe(before);
      expect(filesUnder(s.dataDir)).toEqual([]);
    });

    it("refuses a real picture on the file endpoint and a renamed zip as docx", async () => {
      expect((await upload(s, "file", { name: "a.png", content: samplePng() }, { token: m1 })).message).toBe(FILE_TYPES);
      const plainZip = sampleZip(["notes.txt"]);
      expect((await upload(s, "file", { name: "report.docx", content: plainZip }, { token: m1 })).message).toBe(FILE_TYPES);
      expect(filesUnder(s.dataDir)).toEqual([]);
    });

    it("removes the stored file when its row cannot be written", async () => {
      await sql`ALTER TABLE system_attachment RENAME TO system_attachment_away`.execute(s.app.db);
      try {
        const result = await upload(s, "image", { name: "ok.png", content: samplePng() }, { token: m1 });
        expect(result.code).toBe(500);
      } finally {
        await sql`ALTER TABLE system_attachment_away RENAME TO system_attachment`.execute(s.app.db);
      }
      expect(filesUnder(s.dataDir)).toEqual([]);
    });

    it("answers 400 for a missing file, field or parameter", async () => {
      const png = { name: "a.png", content: samplePng() };
      expect((await upload(s, "image", { ...png, field: "file" }, { token: m1 })).message).toBe("上载的文件对象不存在...");
      expect((await upload(s, "image", { ...png, content: Buffer.alloc(0) }, { token: m1 })).message).toBe("上载的文件对象不存在...");
      expect((await upload(s, "image", png, { token: m1, query: { pid: 0 } })).message).toBe("请求参数 model 不能为空");
      expect((await upload(s, "image", png, { token: m1, query: { model: "product" } })).message).toBe("请求参数 pid 不能为空");
      expect((await upload(s, "image", png, { token: m1, query: { model: "../etc", pid: 0 } })).message).toBe("请求参数 model 格式错误");
      expect(filesUnder(s.dataDir)).toEqual([]);
    });

    it("needs a token and the upload authority", async () => {
      const png = { name: "a.png", content: samplePng() };
      expect((await upload(s, "image", png)).code).toBe(401);
      expect((await upload(s, "image", png, { token: staff })).code).toBe(403);
      expect((await upload(s, "file", { name: "a.mp4", content: sampleMp4() }, { token: staff })).code).toBe(403);
      expect(filesUnder(s.dataDir)).toEqual([]);
    });
  });

  describe("a picture's life", () => {
    const png = samplePng(4, 4);
    let uploaded: FileResultVo;
    let attId: number;

    it("uploads a real PNG into a category", async () => {
      const pid = await categoryOf("服饰鞋包");
      const result = await upload<FileResultVo>(s, "image", { name: "连衣裙主图.png", content: png, contentType: "image/png" }, { token: m1, query: { model: "product", pid } });
      expect(result.code).toBe(200);
      uploaded = result.data;
      expect(uploaded).toMatchObject({ fileName: "连衣裙主图.png", extName: "png", fileSize: png.length, type: "png" });
      expect(uploaded.url).toMatch(/^http:\/\/localhost(:\d+)?\/crmebimage\/public\/product\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.png$/);
      const stored = new URL(uploaded.url).pathname.slice(1);
      expect(fs.readFileSync(path.join(s.dataDir, stored))).toEqual(png);
    });

    it("lists it first in its category and in all pictures, with absolute URLs", async () => {
      const pid = await categoryOf("服饰鞋包");
      const inCategory = await list(m1, { pid, page: 1, limit: 18 });
      const row = inCategory.data.list[0]!;
      expect(row).toMatchObject({ name: "连衣裙主图.png", sattDir: uploaded.url, attType: "png", attSize: String(png.length), pid, owner: 1, imageType: 1 });
      attId = row.attId;
      const all = await list(m1, { pid: 0 });
      expect(all.data.list[0]!.attId).toBe(attId);
      const videos = await list(m1, { attType: "video/mp4" });
      expect(videos.data.list.some((r) => r.attId === attId)).toBe(false);
    });

    it("is served back at its URL", async () => {
      const response = await fetchMedia(s, uploaded.url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/png");
      expect(response.rawPayload).toEqual(png);
    });

    it("moves to another category", async () => {
      const target = await categoryOf("活动海报");
      const moved = await s.call("POST", `${M}/attachment/move`, { token: m1, body: { attrId: String(attId), pid: target } });
      expect(moved).toEqual({ code: 200, message: null, data: null });
      expect((await list(m1, { pid: target })).data.list.map((r) => r.attId)).toContain(attId);
      expect((await list(m1, { pid: await categoryOf("服饰鞋包") })).data.list.map((r) => r.attId)).not.toContain(attId);
    });

    it("validates a move", async () => {
      expect((await s.call("POST", `${M}/attachment/move`, { token: m1, body: { pid: 0 } })).message).toBe("请选择附件");
      expect((await s.call("POST", `${M}/attachment/move`, { token: m1, body: { attrId: String(attId) } })).message).toBe("父级id不能为空");
      expect((await s.call("POST", `${M}/attachment/move`, { token: m1, body: { attrId: "1,x", pid: 0 } })).message).toBe("参数格式错误");
      const missing = await s.call("POST", `${M}/attachment/move`, { token: m1, body: { attrId: String(attId), pid: 99999 } });
      expect(missing).toMatchObject({ code: 7201, message: "分类不存在" });
      expect((await s.call("POST", `${M}/attachment/move`, { token: staff, body: { attrId: String(attId), pid: 0 } })).code).toBe(403);
    });

    it("is isolated from merchant 2", async () => {
      expect((await list(m2, { attType: `${PICTURES},svg` })).data.total).toBe(0);
      const merchant2Category = (
        await s.call<Array<{ id: number }>>("GET", `${M}/category/list/tree`, { token: m2, query: { type: 2, status: -1 } })
      ).data[0]!.id;
      const move = await s.call("POST", `${M}/attachment/move`, { token: m2, body: { attrId: String(attId), pid: merchant2Category } });
      expect(move).toMatchObject({ code: 500, message: "附件不存在" });
      const intoForeign = await s.call("POST", `${M}/attachment/move`, { token: m2, body: { attrId: String(attId), pid: await categoryOf("活动海报") } });
      expect(intoForeign).toMatchObject({ code: 7201, message: "分类不存在" });
      const remove = await s.call("POST", `${M}/attachment/delete`, { token: m2, body: { ids: String(attId) } });
      expect(remove).toMatchObject({ code: 500, message: "附件不存在" });
      // Still merchant 1's, still in place, still on disk.
      const row = (await list(m1, { pid: await categoryOf("活动海报") })).data.list.find((r) => r.attId === attId);
      expect(row?.attId).toBe(attId);
      expect((await fetchMedia(s, uploaded.url)).statusCode).toBe(200);
    });

    it("files merchant 2's upload into a foreign category as uncategorised", async () => {
      const foreign = await categoryOf("活动海报");
      const result = await upload<FileResultVo>(s, "image", { name: "b.png", content: samplePng() }, { token: m2, query: { model: "product", pid: foreign } });
      expect(result.code).toBe(200);
      const rows = (await list(m2)).data.list;
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ pid: 0, owner: 2 });
      expect((await list(m1, { pid: foreign })).data.list.every((r) => r.owner === 1)).toBe(true);
    });

    it("deletes it, file included", async () => {
      expect((await s.call("POST", `${M}/attachment/delete`, { token: staff, body: { ids: String(attId) } })).code).toBe(403);
      expect((await s.call("POST", `${M}/attachment/delete`, { token: m1, body: {} })).message).toBe("请选择附件");
      const removed = await s.call("POST", `${M}/attachment/delete`, { token: m1, body: { ids: String(attId) } });
      expect(removed).toEqual({ code: 200, message: null, data: null });
      expect(fs.existsSync(path.join(s.dataDir, new URL(uploaded.url).pathname.slice(1)))).toBe(false);
      expect((await fetchMedia(s, uploaded.url)).statusCode).toBe(404);
      expect((await list(m1)).data.list.map((r) => r.attId)).not.toContain(attId);
    });
  });

  describe("the cached list", () => {
    it("follows every change of the rows, whoever writes them", async () => {
      const before = (await list(m1)).data;
      expect((await list(m1)).data).toEqual(before);
      const time = "2026-01-01 00:00:00";
      const row = { merId: 1, name: "direct.png", attDir: "crmebimage/x.png", sattDir: "crmebimage/x.png", attSize: "1", attType: "png", pid: 0, imageType: 1, createTime: time, updateTime: time };
      await s.app.db.insertInto("systemAttachment").values(row).execute();
      const added = (await list(m1)).data;
      expect(added.total).toBe(before.total + 1);
      expect(added.list[0]!.name).toBe("direct.png");
      await s.app.db.updateTable("systemAttachment").set({ name: "renamed.png" }).where("name", "=", "direct.png").execute();
      expect((await list(m1)).data.list[0]!.name).toBe("renamed.png");
      await s.app.db.deleteFrom("systemAttachment").where("name", "=", "renamed.png").execute();
      expect((await list(m1)).data).toEqual(before);
    });

    it("never answers one merchant with another's cached page", async () => {
      const mine = (await list(m1)).data;
      const theirs = (await list(m2)).data;
      // Merchant 2 has its own upload from "a picture's life" above.
      expect(theirs.total).toBeGreaterThan(0);
      expect(theirs.list.every((picture) => !mine.list.some((other) => other.attId === picture.attId))).toBe(true);
    });
  });

  describe("other files", () => {
    it("stores a video under uploadf/ with its MIME type", async () => {
      const mp4 = sampleMp4();
      const result = await upload<FileResultVo>(s, "file", { name: "开箱视频.mp4", content: mp4 }, { token: m1, query: { model: "product", pid: 0 } });
      expect(result.code).toBe(200);
      expect(result.data).toMatchObject({ fileName: "开箱视频.mp4", extName: "mp4", type: "video/mp4", fileSize: mp4.length });
      expect(result.data.url).toMatch(/\/uploadf\/public\/product\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.mp4$/);
      expect((await fetchMedia(s, result.data.url)).rawPayload).toEqual(mp4);
      const videos = await list(m1, { attType: "video/mp4" });
      expect(videos.data.list[0]).toMatchObject({ name: "开箱视频.mp4", attType: "video/mp4" });
    });

    it("recognises Office files by their content", async () => {
      const docx = await upload<FileResultVo>(s, "file", { name: "说明.docx", content: sampleZip(["[Content_Types].xml", "_rels/.rels", "word/document.xml"]) }, { token: m1 });
      expect(docx.data.extName).toBe("docx");
      // The name says .xls, the bytes say xlsx: the bytes win.
      const xlsx = await upload<FileResultVo>(s, "file", { name: "价目表.xls", content: sampleZip(["[Content_Types].xml", "xl/workbook.xml"]) }, { token: m1 });
      expect(xlsx.data).toMatchObject({ extName: "xlsx", type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" });
      const doc = await upload<FileResultVo>(s, "file", { name: "合同", content: sampleOle("WordDocument") }, { token: m1 });
      expect(doc.data).toMatchObject({ extName: "doc", type: "application/msword" });
      const xls = await upload<FileResultVo>(s, "file", { name: "库存.xls", content: sampleOle("Workbook") }, { token: m1 });
      expect(xls.data.extName).toBe("xls");
    });

    it("keeps a .jpeg name's extension for JPEG bytes and shortens long names", async () => {
      const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
      const longName = `${"长".repeat(120)}.jpeg`;
      const result = await upload<FileResultVo>(s, "image", { name: longName, content: jpeg }, { token: m1 });
      expect(result.data).toMatchObject({ extName: "jpeg", type: "jpeg" });
      expect(result.data.fileName).toBe(`${"长".repeat(90)}.jpeg`);
      expect(result.data.url.endsWith(".jpeg")).toBe(true);
    });
  });
});
