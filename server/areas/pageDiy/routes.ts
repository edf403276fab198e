/** Page decoration (contract §3.31): the merchant's shop home pages and which one is the home. */
import type { Selectable } from "kysely";
import { readPage } from "../../core/paging.js";
import { badRequest, refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { requestOrigin } from "../../core/media.js";
import {
  merchantRoute,
  type MerchantRoute,
  type MerchantScope,
} from "../../core/route.js";
import { idParams } from "../../core/validate.js";
import { lockRow } from "../../db/dialect.js";
import type { DB } from "../../db/schema.js";
import type { PageValue } from "./components.js";
import {
  pageInfoParams,
  pageRenameSchema,
  pageSaveSchema,
  pageSearchSchema,
  pageUpdateSchema,
  type PageDiy,
  type PageDiyResponse,
} from "./contract.js";
import {
  firstPicture,
  mediaForAnswer,
  mediaForStore,
  valueForAnswer,
  valueForStore,
} from "./media.js";

type Row = Selectable<DB["pageDiy"]>;

// The backend answers these with code 400 (CommonResultCode.VALIDATE_FAILED).
const missing = () => badRequest("当前DIY模版不存在");
const nameTaken = () => badRequest("当前模版名称已经存在，请修改后再保存！");

const livePages = (mine: MerchantScope) =>
  mine.selectFrom("pageDiy").where("isDel", "=", 0);

async function findPage(mine: MerchantScope, id: number): Promise<Row> {
  const row = await livePages(mine)
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw missing();
  return row;
}

async function refuseTakenName(
  mine: MerchantScope,
  name: string,
  exceptId = 0,
): Promise<void> {
  let q = livePages(mine).select("id").where("name", "=", name);
  if (exceptId) q = q.where("id", "!=", exceptId);
  if (await q.executeTakeFirst()) throw nameTaken();
}

const toPageDiy = (
  row: Row,
  origin: string,
  value: string | null,
): PageDiy => ({
  ...row,
  value,
  coverImage: row.coverImage && mediaForAnswer(row.coverImage, origin),
  bgPic: row.bgPic && mediaForAnswer(row.bgPic, origin),
});

const toResponse = (row: Row, origin: string): PageDiyResponse => ({
  ...toPageDiy(row, origin, null),
  value: valueForAnswer(JSON.parse(row.value) as PageValue, origin),
});

type SaveBody = typeof pageSaveSchema._zod.output;

/** The columns a save or update writes, media stored relative. */
function columnsOf(body: SaveBody, origin: string) {
  const value = valueForStore(body.value, origin);
  const { isDefault: _isDefault, ...fields } = body;
  return {
    ...fields,
    value: JSON.stringify(value),
    coverImage: mediaForStore(body.coverImage || firstPicture(value), origin),
    bgPic: mediaForStore(body.bgPic, origin),
  };
}

/** Makes page `id` the merchant's only home page, in one transaction. */
async function makeDefault(scope: MerchantScope, id: number): Promise<void> {
  // One home at a time: two pages made home at once queue on the merchant (page_diy_one_default).
  await lockRow(scope.db, "merchant", scope.merId);
  await scope
    .updateTable("pageDiy")
    .set({ isDefault: 0 })
    .where("isDefault", "=", 1)
    .execute();
  await scope
    .updateTable("pageDiy")
    .set({ isDefault: 1, updateTime: now() })
    .where("id", "=", id)
    .execute();
}

export const pageDiyRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/page/diy/page",
    authority: "merchant:page:diy:page",
    schema: { query: pageSearchSchema },
    handler: async ({ mine, query, request }) => {
      let base = livePages(mine);
      // Decoded a second time by the schema, as the backend does.
      if (query.keywords) base = base.where("name", "like", `%${query.keywords}%`);
      const origin = requestOrigin(request);
      return readPage(
        base,
        query,
        (q) => q.selectAll().orderBy("isDefault", "desc").orderBy("id", "desc"),
        (rows) => rows.map((row) => toPageDiy(row, origin, null)),
      );
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/page/diy/info/:id",
    authority: "merchant:page:diy:info",
    schema: { params: pageInfoParams },
    handler: async ({ mine, params, request }): Promise<PageDiyResponse> => {
      // Id 0 is the shop home (the original's "首页装修" button).
      const row =
        params.id === 0
          ? await livePages(mine)
              .selectAll()
              .where("isDefault", "=", 1)
              .executeTakeFirst()
          : await livePages(mine)
              .selectAll()
              .where("id", "=", params.id)
              .executeTakeFirst();
      if (!row) throw missing();
      return toResponse(row, requestOrigin(request));
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/page/diy/save",
    authority: "merchant:page:diy:save",
    schema: { body: pageSaveSchema },
    handler: async ({ mine, body, request }): Promise<PageDiy> => {
      await refuseTakenName(mine, body.name);
      const origin = requestOrigin(request);
      const time = now();
      const id = await mine.transaction(async (scope) => {
        // A merchant always has a home page: its first page becomes it, as does one saved as default.
        const hasHome = await scope
          .selectFrom("pageDiy")
          .select("id")
          .where("isDel", "=", 0)
          .where("isDefault", "=", 1)
          .executeTakeFirst();
        const result = await scope.db
          .insertInto("pageDiy")
          .values({
            merId: mine.merId,
            ...columnsOf(body, origin),
            defaultValue: "",
            status: 1,
            type: 0,
            isDiy: 1,
            isDel: 0,
            serviceStatus: 0,
            isDefault: 0,
            addTime: time,
            updateTime: time,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const newId = Number(result.id);
        if (!hasHome || body.isDefault === 1)
          await makeDefault(scope, newId);
        return newId;
      });
      return toPageDiy(await findPage(mine, id), origin, null);
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/page/diy/update",
    authority: "merchant:page:diy:update",
    schema: { body: pageUpdateSchema },
    handler: async ({ mine, body, request }) => {
      const { id, ...fields } = body;
      await findPage(mine, id);
      await refuseTakenName(mine, fields.name, id);
      // Which page is the home changes only through set/default.
      await mine
        .updateTable("pageDiy")
        .set({
          ...columnsOf(fields, requestOrigin(request)),
          updateTime: now(),
        })
        .where("id", "=", id)
        .execute();
      return "编辑成功";
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/page/diy/update/name",
    authority: "merchant:page:diy:update:name",
    schema: { body: pageRenameSchema },
    handler: async ({ mine, body }) => {
      await findPage(mine, body.id);
      await refuseTakenName(mine, body.name, body.id);
      await mine
        .updateTable("pageDiy")
        .set({ name: body.name, updateTime: now() })
        .where("id", "=", body.id)
        .execute();
      return "编辑成功";
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/page/diy/delete/:id",
    authority: "merchant:page:diy:delete",
    schema: { params: idParams },
    handler: async ({ mine, params }) => {
      const row = await findPage(mine, params.id);
      if (row.isDefault === 1)
        throw refused("店铺首页模板不能删除，请先将其他模板设为首页");
      await mine
        .updateTable("pageDiy")
        .set({ isDel: 1, updateTime: now() })
        .where("id", "=", row.id)
        .execute();
      return "删除成功";
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/page/diy/set/default/:id",
    authority: "merchant:page:diy:set:default",
    schema: { params: idParams },
    handler: async ({ mine, params }) => {
      const row = await findPage(mine, params.id);
      await mine.transaction((tx) => makeDefault(tx, row.id));
      return "设置成功";
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/page/diy/get/default/id",
    authority: "merchant:page:diy:get:default:id",
    handler: async ({ mine }): Promise<number> => {
      const row = await livePages(mine)
        .select("id")
        .where("isDefault", "=", 1)
        .executeTakeFirst();
      return row?.id ?? 0;
    },
  }),
];
