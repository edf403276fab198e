/** Delivery personnel (contract §3.22): the merchant's own couriers for local delivery. */
import { dateLimitRange } from "../../core/dateLimit.js";
import { readPage } from "../../core/paging.js";
import { refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { merchantRoute, type MerchantRoute, type MerchantScope } from "../../core/route.js";
import { idParams } from "../../core/validate.js";
import { personnelEditSchema, personnelSaveSchema, personnelSearchSchema, type DeliveryPersonnel } from "./contract.js";

function livePersonnel(mine: MerchantScope) {
  return mine.selectFrom("deliveryPersonnel").where("isDel", "=", 0);
}

async function findPersonnel(mine: MerchantScope, id: number) {
  const row = await livePersonnel(mine).select("id").where("id", "=", id).executeTakeFirst();
  if (!row) throw refused("配送人员不存在");
  return row;
}

async function refuseDuplicatePhone(mine: MerchantScope, phone: string, exceptId?: number): Promise<void> {
  let q = livePersonnel(mine).select("id").where("personnelPhone", "=", phone);
  if (exceptId) q = q.where("id", "!=", exceptId);
  if (await q.executeTakeFirst()) throw refused("配送人员手机号已存在");
}

export const personnelRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/delivery/personnel/page",
    authority: "merchant:delivery:personnel:page",
    schema: { query: personnelSearchSchema },
    handler: async ({ mine, query }) => {
      let base = livePersonnel(mine);
      if (query.personnelName) base = base.where("personnelName", "like", `%${query.personnelName}%`);
      if (query.personnelPhone) base = base.where("personnelPhone", "like", `%${query.personnelPhone}%`);
      const range = dateLimitRange(query.dateLimit);
      if (range) base = base.where("createTime", ">=", range.start).where("createTime", "<=", range.end);
      return readPage(
        base,
        query,
        (q) => q.select(["id", "personnelName", "personnelPhone", "sort", "createTime"]).orderBy("sort", "desc").orderBy("id", "desc"),
        (rows): DeliveryPersonnel[] => rows,
      );
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/delivery/personnel/save",
    authority: "merchant:delivery:personnel:save",
    schema: { body: personnelSaveSchema },
    handler: async ({ db, mine, body }) => {
      await refuseDuplicatePhone(mine, body.personnelPhone);
      const time = now();
      await db
        .insertInto("deliveryPersonnel")
        .values({ merId: mine.merId, ...body, isDel: 0, createTime: time, updateTime: time })
        .execute();
      return "新增成功";
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/delivery/personnel/edit",
    authority: "merchant:delivery:personnel:edit",
    schema: { body: personnelEditSchema },
    handler: async ({ mine, body }) => {
      const { id, ...fields } = body;
      await findPersonnel(mine, id);
      await refuseDuplicatePhone(mine, fields.personnelPhone, id);
      await mine.updateTable("deliveryPersonnel").set({ ...fields, updateTime: now() }).where("id", "=", id).execute();
      return "编辑成功";
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/delivery/personnel/delete/:id",
    authority: "merchant:delivery:personnel:delete",
    schema: { params: idParams },
    handler: async ({ mine, params }) => {
      await findPersonnel(mine, params.id);
      await mine.updateTable("deliveryPersonnel").set({ isDel: 1, updateTime: now() }).where("id", "=", params.id).execute();
      return "删除成功";
    },
  }),
];
