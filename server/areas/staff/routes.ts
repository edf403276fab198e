/**
 * Shop staff (contract §3.14): list, save, update, delete and info. The backend checks no authority
 * here; this server asks for the staff menu's (README, "Tightened authorities").
 */
import type { Selectable } from "kysely";
import { readPage } from "../../core/paging.js";
import { refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { fromMediaUrl, requestOrigin, toMediaUrl } from "../../core/media.js";
import { merchantRoute, type MerchantRoute, type MerchantScope } from "../../core/route.js";
import type { Db } from "../../db/database.js";
import { isCustomerOf } from "../customer/queries.js";
import { staffIdQuerySchema, staffSaveSchema, staffSearchSchema, staffUpdateSchema, type MerchantEmployee, type StaffSave } from "./contract.js";
import type { StaffTables } from "./tables.js";
import { STAFF_AUTHORITIES } from "../../shared/tightenedAuthorities.js";

type EmployeeRow = Selectable<StaffTables["merchantEmployee"]>;

const toEmployee = ({ createTime, ...row }: EmployeeRow, origin: string): MerchantEmployee => ({
  ...row,
  avatar: toMediaUrl(row.avatar, origin),
  creatTime: createTime,
});

async function findEmployee(mine: MerchantScope, id: number): Promise<EmployeeRow> {
  const row = await mine.selectFrom("merchantEmployee").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw refused("员工不存在");
  return row;
}

/** The linked user must be this merchant's customer, and neither they nor the phone may already be staff here. */
async function checkFields(db: Db, mine: MerchantScope, body: StaffSave, exceptId?: number): Promise<void> {
  if (!(await isCustomerOf(db, mine.merId, body.uid))) throw refused("关联用户不是本店用户");
  const clash = async (column: "uid" | "phone", value: string | number) => {
    let q = mine.selectFrom("merchantEmployee").select("id").where(column, "=", value);
    if (exceptId) q = q.where("id", "!=", exceptId);
    return Boolean(await q.executeTakeFirst());
  };
  if (await clash("uid", body.uid)) throw refused("该用户已是本店员工");
  if (await clash("phone", body.phone)) throw refused("员工手机号已存在");
}

export const staffRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/employee/list",
    authority: STAFF_AUTHORITIES.list,
    schema: { query: staffSearchSchema },
    handler: async ({ mine, query, request }) => {
      let base = mine.selectFrom("merchantEmployee");
      if (query.keywords) {
        const like = `%${query.keywords}%`;
        base = base.where((eb) => eb.or([eb("name", "like", like), eb("phone", "like", like)]));
      }
      if (query.status !== undefined) base = base.where("status", "=", query.status);
      return readPage(
        base,
        query,
        (q) => q.selectAll().orderBy("id", "desc"),
        (rows) => {
          const origin = requestOrigin(request);
          return rows.map((r) => toEmployee(r, origin));
        },
      );
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/employee/save",
    authority: STAFF_AUTHORITIES.save,
    schema: { body: staffSaveSchema },
    handler: async ({ db, mine, body, request }) => {
      await checkFields(db, mine, body);
      const time = now();
      await db
        .insertInto("merchantEmployee")
        .values({ ...body, merId: mine.merId, avatar: fromMediaUrl(body.avatar, requestOrigin(request)), createTime: time, updateTime: time })
        .execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/employee/update",
    authority: STAFF_AUTHORITIES.update,
    schema: { body: staffUpdateSchema },
    handler: async ({ db, mine, body, request }) => {
      const { id, ...fields } = body;
      await findEmployee(mine, id);
      await checkFields(db, mine, fields, id);
      await mine
        .updateTable("merchantEmployee")
        .set({ ...fields, avatar: fromMediaUrl(fields.avatar, requestOrigin(request)), updateTime: now() })
        .where("id", "=", id)
        .execute();
      return null;
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/employee/delete",
    authority: STAFF_AUTHORITIES.delete,
    schema: { query: staffIdQuerySchema },
    handler: async ({ mine, query }) => {
      await findEmployee(mine, query.id);
      await mine.deleteFrom("merchantEmployee").where("id", "=", query.id).execute();
      return null;
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/employee/info",
    authority: STAFF_AUTHORITIES.info,
    schema: { query: staffIdQuerySchema },
    handler: async ({ mine, query, request }) => toEmployee(await findEmployee(mine, query.id), requestOrigin(request)),
  }),
];
