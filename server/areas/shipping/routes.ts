/** Shipping templates (contract §3.9): list, info, save, update, delete. */
import { readPage } from "../../core/paging.js";
import { ApiError, badRequest } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { countProductsUsingTemplate } from "../../core/productRefs.js";
import { merchantRoute, type MerchantRoute, type MerchantScope } from "../../core/route.js";
import { idParams } from "../../core/validate.js";
import { templateSaveSchema, templateSearchSchema, templateUpdateSchema, type ShippingTemplate, type ShippingTemplateInfo } from "./contract.js";
import { readTemplateRules } from "./rules.js";
import { deleteRules, insertRules, readFreeRules, readRegionRules } from "./store.js";

const templateMissing = () => new ApiError(6501, "运费模板不存在");

async function findTemplate(mine: MerchantScope, id: number) {
  const row = await mine.selectFrom("shippingTemplates").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw templateMissing();
  return row;
}

async function refuseDuplicateName(mine: MerchantScope, name: string, exceptId?: number): Promise<void> {
  let query = mine.selectFrom("shippingTemplates").select("id").where("name", "=", name);
  if (exceptId) query = query.where("id", "!=", exceptId);
  if (await query.executeTakeFirst()) throw badRequest("模板名称已存在,请更换模板名称!");
}

export const templateRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/shipping/templates/list",
    authority: "merchant:shipping:templates:list",
    schema: { query: templateSearchSchema },
    handler: async ({ mine, query }) => {
      let base = mine.selectFrom("shippingTemplates");
      if (query.keywords) base = base.where("name", "like", `%${query.keywords}%`);
      return readPage(base, query, (q) => q.selectAll().orderBy("sort", "desc").orderBy("id", "desc"), (rows): ShippingTemplate[] => rows);
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/shipping/templates/info/:id",
    authority: "merchant:shipping:templates:info",
    schema: { params: idParams },
    handler: async ({ db, mine, params }): Promise<ShippingTemplateInfo> => {
      const t = await findTemplate(mine, params.id);
      return {
        id: t.id,
        name: t.name,
        type: t.type,
        appoint: t.appoint,
        sort: t.sort,
        regionList: t.appoint === 0 ? [] : await readRegionRules(db, t.merId, t.id),
        freeList: t.appoint === 2 ? await readFreeRules(db, t.merId, t.id) : [],
      };
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/shipping/templates/save",
    authority: "merchant:shipping:templates:save",
    schema: { body: templateSaveSchema },
    handler: async ({ mine, body }) => {
      const rules = readTemplateRules(body);
      await refuseDuplicateName(mine, body.name);
      const merId = mine.merId;
      await mine.transaction(async ({ db: trx }) => {
        const time = now();
        const { id } = await trx
          .insertInto("shippingTemplates")
          .values({ merId, name: body.name, type: rules.type, appoint: body.appoint, sort: body.sort, createTime: time, updateTime: time })
          .returning("id")
          .executeTakeFirstOrThrow();
        await insertRules(trx, merId, id, rules);
      });
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/shipping/templates/update",
    authority: "merchant:shipping:templates:update",
    schema: { body: templateUpdateSchema },
    handler: async ({ mine, body }) => {
      const id = body.id;
      await findTemplate(mine, id);
      const rules = readTemplateRules(body);
      await refuseDuplicateName(mine, body.name, id);
      const merId = mine.merId;
      await mine.transaction(async (tx) => {
        await tx
          .updateTable("shippingTemplates")
          .set({ name: body.name, type: rules.type, appoint: body.appoint, sort: body.sort, updateTime: now() })
          .where("id", "=", id)
          .execute();
        await deleteRules(tx.db, merId, id);
        await insertRules(tx.db, merId, id, rules);
      });
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/shipping/templates/delete/:id",
    authority: "merchant:shipping:templates:delete",
    schema: { params: idParams },
    handler: async ({ db, mine, params }) => {
      const t = await findTemplate(mine, params.id);
      if (await countProductsUsingTemplate(db, t.merId, t.id)) throw new ApiError(6502, "运费模板已使用，请先修改使用该模板的商品");
      await mine.transaction(async (tx) => {
        await deleteRules(tx.db, t.merId, t.id);
        await tx.deleteFrom("shippingTemplates").where("id", "=", t.id).execute();
      });
      return null;
    },
  }),
];
