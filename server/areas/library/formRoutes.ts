/** System forms (per merchant, soft-deleted) and form templates (global) — contract §3.18. */
import type { Selectable } from "kysely";
import { ApiError, badRequest } from "../../core/errors.js";
import { readPage } from "../../core/paging.js";
import { now } from "../../core/format.js";
import { merchantRoute, type MerchantRoute, type MerchantScope } from "../../core/route.js";
import { idParams } from "../../core/validate.js";
import type { Db } from "../../db/database.js";
import {
  formTempInfoQuery,
  formTempNameQuery,
  systemFormAddBody,
  systemFormPageQuery,
  systemFormUpdateBody,
  type SystemFormListItem,
  type SystemFormTempVo,
  type SystemFormVo,
} from "./contract.js";
import type { LibraryTables } from "./tables.js";

type FormRow = Selectable<LibraryTables["systemForm"]>;

const FORM_MISSING = "系统表单不存在";
/** SystemConfigResultCode.FORM_TEMP_NOT_EXIST. */
const templateNotFound = () => new ApiError(7101, "表单不存在");

const toListItem = (row: FormRow): SystemFormListItem => ({
  id: row.id,
  merId: row.merId,
  formName: row.formName,
  allKeys: row.allKeys,
  status: row.status === 1,
  isDelete: row.isDelete === 1,
  createTime: row.createTime,
  updateTime: row.updateTime,
});
const toFormVo = (row: FormRow): SystemFormVo => ({ ...toListItem(row), formValue: row.formValue });

/** The merchant's live form; a deleted one or another merchant's reads as missing (400, as the backend). */
async function requireForm(mine: MerchantScope, id: number): Promise<FormRow> {
  const row = await mine.selectFrom("systemForm").selectAll().where("id", "=", id).where("isDelete", "=", 0).executeTakeFirst();
  if (!row) throw badRequest(FORM_MISSING);
  return row;
}

/** The backend parses the form value as a JSON object and stores it re-serialised; blank stays blank. */
function normaliseFormValue(text: string | undefined): string {
  if (!text) return "";
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw badRequest("表单内容不是正确的JSON格式");
  return JSON.stringify(value);
}

const formColumns = (body: { formName: string; allKeys?: string; formValue?: string }) => ({
  formName: body.formName,
  allKeys: body.allKeys ?? "",
  formValue: normaliseFormValue(body.formValue),
});

async function templateBy(db: Db, column: "id" | "name", value: number | string): Promise<SystemFormTempVo> {
  const row = await db.selectFrom("systemFormTemp").selectAll().where(column, "=", value).executeTakeFirst();
  if (!row) throw templateNotFound();
  return row;
}

export const formRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/system/form/page",
    authority: "merchant:system:form:page",
    schema: { query: systemFormPageQuery },
    handler: async ({ mine, query }) => {
      const live = mine.selectFrom("systemForm").where("isDelete", "=", 0);
      return readPage(
        live,
        query,
        (q) => q.selectAll().orderBy("id", "desc"),
        (rows) => rows.map(toListItem),
      );
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/system/form/detail/:id",
    authority: "merchant:system:form:detail",
    schema: { params: idParams },
    handler: async ({ mine, params }) => toFormVo(await requireForm(mine, params.id)),
  }),
  merchantRoute({
    method: "POST",
    path: "/system/form/add",
    authority: "merchant:system:form:add",
    schema: { body: systemFormAddBody },
    handler: async ({ db, mine, session, body }) => {
      const time = now();
      const result = await db
        .insertInto("systemForm")
        .values({ ...formColumns(body), merId: session.merId, status: 1, isDelete: 0, createTime: time, updateTime: time })
        .returning("id")
        .executeTakeFirstOrThrow();
      return toFormVo(await requireForm(mine, Number(result.id)));
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/system/form/update",
    authority: "merchant:system:form:update",
    schema: { body: systemFormUpdateBody },
    handler: async ({ mine, body }) => {
      await requireForm(mine, body.id);
      await mine
        .updateTable("systemForm")
        .set({ ...formColumns(body), updateTime: now() })
        .where("id", "=", body.id)
        .execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/system/form/delete/:id",
    authority: "merchant:system:form:delete",
    schema: { params: idParams },
    handler: async ({ mine, params }) => {
      await requireForm(mine, params.id);
      await mine.updateTable("systemForm").set({ isDelete: 1, updateTime: now() }).where("id", "=", params.id).execute();
      return null;
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/form/temp/info",
    authority: "merchant:config:form:info",
    schema: { query: formTempInfoQuery },
    handler: ({ db, query }) => templateBy(db, "id", query.id),
  }),
  merchantRoute({
    method: "GET",
    path: "/form/temp/name/info",
    authority: "merchant:system:form:name:info",
    schema: { query: formTempNameQuery },
    handler: ({ db, query }) => templateBy(db, "name", query.name),
  }),
];
