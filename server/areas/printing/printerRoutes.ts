/** Receipt printers (contract §3.19): list, detail, add, edit, delete, on/off, and each one's layout. */
import { readPage } from "../../core/paging.js";
import { ApiError, badRequest } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { requestOrigin } from "../../core/media.js";
import { merchantRoute, type MerchantRoute, type MerchantScope } from "../../core/route.js";
import { idParams } from "../../core/validate.js";
import type { Selectable } from "kysely";
import type { PrintingTables } from "./tables.js";
import {
  PRINT_TYPES,
  printContentBody,
  printerListQuery,
  printerSaveBody,
  printerStatusBody,
  printerUpdateBody,
  type MerchantPrint,
  type PrinterSave,
} from "./contract.js";
import { contentAnswer, layoutAnswer, storedContent } from "./layout.js";

type PrinterRow = Selectable<PrintingTables["merchantPrint"]>;

export const printerMissing = () => new ApiError(4701, "商户打印机不存在");

async function findPrinter(mine: MerchantScope, id: number): Promise<PrinterRow> {
  const row = await mine.selectFrom("merchantPrint").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw printerMissing();
  return row;
}

const toPrinter = (r: PrinterRow, origin: string): MerchantPrint => ({
  id: r.id,
  merId: r.merId,
  printType: r.printType,
  printName: r.printName,
  printYlyAppid: r.printYlyAppid,
  printYlyUserid: r.printYlyUserid,
  printYlySec: r.printYlySec,
  printYlyMerchineNo: r.printYlyMerchineNo,
  printFeName: r.printFeName,
  printFeUser: r.printFeUser,
  printFeUkey: r.printFeUkey,
  printFeSn: r.printFeSn,
  status: r.status,
  updateTime: r.updateTime,
  content: contentAnswer(r.content, origin),
});

/** Only the chosen type's account is kept: the other type's keys are not stored. */
function printerFields(body: PrinterSave) {
  const yly = body.printType === PRINT_TYPES.yilianyun;
  return {
    printType: body.printType,
    printName: body.printName,
    printYlyAppid: yly ? body.printYlyAppid : "",
    printYlyUserid: yly ? body.printYlyUserid : "",
    printYlySec: yly ? body.printYlySec : "",
    printYlyMerchineNo: yly ? body.printYlyMerchineNo : "",
    printYlyStatus: yly ? (body.printYlyStatus ?? 0) : 0,
    printFeName: yly ? "" : body.printFeName,
    printFeUser: yly ? "" : body.printFeUser,
    printFeUkey: yly ? "" : body.printFeUkey,
    printFeSn: yly ? "" : body.printFeSn,
    status: body.status,
  };
}

async function refuseDuplicateName(mine: MerchantScope, name: string, exceptId?: number) {
  let q = mine.selectFrom("merchantPrint").select("id").where("printName", "=", name);
  if (exceptId) q = q.where("id", "!=", exceptId);
  if (await q.executeTakeFirst()) throw badRequest(`当前打印机配置已存在：${name}`);
}

export const printerRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/print/list",
    authority: "merchant:admin:print:list",
    schema: { query: printerListQuery },
    handler: async ({ mine, query, request }) => {
      const base = mine.selectFrom("merchantPrint");
      return readPage(
        base,
        query,
        (q) => q.selectAll().orderBy("updateTime", "desc").orderBy("id", "desc"),
        (rows) => rows.map((r) => toPrinter(r, requestOrigin(request))),
      );
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/print/info/:id",
    authority: "merchant:admin:print:info",
    schema: { params: idParams },
    handler: async ({ mine, params, request }) => toPrinter(await findPrinter(mine, params.id), requestOrigin(request)),
  }),
  merchantRoute({
    method: "POST",
    path: "/print/save",
    authority: "merchant:admin:print:save",
    schema: { body: printerSaveBody },
    handler: async ({ db, mine, body }) => {
      await refuseDuplicateName(mine, body.printName);
      const time = now();
      await db
        .insertInto("merchantPrint")
        .values({ merId: mine.merId, ...printerFields(body), content: "", createTime: time, updateTime: time })
        .execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/print/update",
    authority: "merchant:admin:print:edit",
    schema: { body: printerUpdateBody },
    handler: async ({ mine, body }) => {
      const printer = await findPrinter(mine, body.id);
      await refuseDuplicateName(mine, body.printName, printer.id);
      await mine.updateTable("merchantPrint").set({ ...printerFields(body), updateTime: now() }).where("id", "=", printer.id).execute();
      return null;
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/print/delete/:id",
    authority: "merchant:admin:print:delete",
    schema: { params: idParams },
    handler: async ({ mine, params }) => {
      const printer = await findPrinter(mine, params.id);
      // Its print jobs stay: they name the printer as it was.
      await mine.deleteFrom("merchantPrint").where("id", "=", printer.id).execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/print/status",
    authority: "merchant:admin:print:update:status",
    schema: { body: printerStatusBody },
    handler: async ({ mine, body }) => {
      const printer = await findPrinter(mine, body.id);
      await mine.updateTable("merchantPrint").set({ status: body.status, updateTime: now() }).where("id", "=", printer.id).execute();
      return null;
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/print/get/content/:id",
    authority: "merchant:print:get:content",
    schema: { params: idParams },
    handler: async ({ mine, params, request }) => layoutAnswer((await findPrinter(mine, params.id)).content, requestOrigin(request)),
  }),
  merchantRoute({
    method: "POST",
    path: "/print/save/content/:id",
    authority: "merchant:print:save:content",
    schema: { params: idParams, body: printContentBody },
    handler: async ({ mine, params, body, request }) => {
      const printer = await findPrinter(mine, params.id);
      await mine
        .updateTable("merchantPrint")
        .set({ content: storedContent(body, requestOrigin(request)), updateTime: now() })
        .where("id", "=", printer.id)
        .execute();
      return null;
    },
  }),
];
