import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { deflateRawSync } from "node:zlib";
import writeXlsxFile from "write-excel-file/node";
import { readFirstSheet } from "../../server/core/sheetReader.js";
import { M, type TestServer, startSignedIn } from "./helpers";
import { multipartBody } from "./libraryHelpers";

const MB = 1024 * 1024;

/** A zip of deflated entries, written by hand; `declared` overrides the size its headers claim. */
function zipOf(entries: { name: string; data: Buffer; declared?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = deflateRawSync(entry.data);
    const size = entry.declared ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const zeros = Buffer.alloc(64 * MB);
const limits = { maxUnzippedBytes: 20 * MB, timeoutMs: 10_000 };

describe("reading a sheet off the event loop", () => {
  test("reads a real workbook", async () => {
    const file = await writeXlsxFile([[{ value: "卡号" }, { value: "卡密" }], [{ value: "A1" }, { value: "S1" }]] as never).toBuffer();
    expect(await readFirstSheet(file, limits)).toEqual([["卡号", "卡密"], ["A1", "S1"]]);
  });

  test("refuses a zip whose declared size is over the budget", async () => {
    await expect(readFirstSheet(zipOf([{ name: "xl/worksheets/sheet1.xml", data: zeros }]), limits)).rejects.toMatchObject({
      code: 400,
      message: "Excel文件解压后超过 20 MB，请拆分后导入",
    });
  });

  test("refuses a zip that lies about its sizes, while inflating", async () => {
    const liar = zipOf([{ name: "xl/worksheets/sheet1.xml", data: zeros, declared: 100 }]);
    await expect(readFirstSheet(liar, limits)).rejects.toMatchObject({ code: 400, message: "Excel文件解压后超过 20 MB，请拆分后导入" });
  });

  test("refuses what is no workbook, and ends a read that takes too long", async () => {
    await expect(readFirstSheet(Buffer.from("not a zip at all"), limits)).rejects.toMatchObject({ code: 400, message: "请提交正确的excel文件（.xlsx）" });
    const file = await writeXlsxFile([[{ value: "卡号" }]] as never).toBuffer();
    await expect(readFirstSheet(file, { ...limits, timeoutMs: 1 })).rejects.toMatchObject({ code: 400, message: "Excel文件解析超时，请减少行数后重试" });
  });
});

describe("a zip bomb sent to the card-secret import", () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    ({ s, m1: token } = await startSignedIn());
  }, 60_000);
  afterAll(() => s.close());

  test("answers 400 and the server keeps answering meanwhile", async () => {
    const library = (await s.app.db.selectFrom("cdkeyLibrary").select("id").where("merId", "=", 1).executeTakeFirstOrThrow()).id;
    const bomb = zipOf([{ name: "xl/worksheets/sheet1.xml", data: zeros, declared: 1000 }]);
    const { payload, contentType } = multipartBody({ field: "file", name: "bomb.xlsx", content: bomb });
    const finished: string[] = [];
    const importing = s.app.fastify
      .inject({ method: "POST", url: `${M}/card/secret/import/excel?libraryId=${library}`, headers: { "content-type": contentType, "authori-zation": token }, payload })
      .then((response) => {
        finished.push("import");
        return response.json();
      });
    const listing = s.call("GET", `${M}/coupon/list`, { token, query: { page: 1, limit: 20 } }).then((answer) => {
      finished.push("list");
      return answer;
    });
    const [imported, listed] = await Promise.all([importing, listing]);
    expect(imported).toMatchObject({ code: 400, message: "Excel文件解压后超过 20 MB，请拆分后导入" });
    expect(listed.code).toBe(200);
    expect(finished).toEqual(["list", "import"]);
  });
});
