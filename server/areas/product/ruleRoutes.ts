/** Specification templates ("rules", contract §3.4): named lists of specs and their values, kept as JSON text. */
import type { Selectable } from "kysely";
import type { DB } from "../../db/schema.js";
import { readPage } from "../../core/paging.js";
import { badRequest, notFound } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { merchantRoute, type MerchantRoute, type MerchantScope } from "../../core/route.js";
import { idParams } from "../../core/validate.js";
import { ruleBody, ruleListQuery, ruleUpdateBody, type ProductRule } from "./catalogContract.js";
import { containsPattern } from "../../core/textSearch.js";

const toRule = (r: Selectable<DB["productRule"]>): ProductRule => ({ id: r.id, merId: r.merId, ruleName: r.ruleName, ruleValue: r.ruleValue });

async function requireRule(mine: MerchantScope, id: number) {
  const row = await mine.selectFrom("productRule").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound("商品规格值不存在");
  return row;
}

async function refuseDuplicateName(mine: MerchantScope, ruleName: string, exceptId = 0): Promise<void> {
  if (await mine.selectFrom("productRule").select("id").where("ruleName", "=", ruleName).where("id", "!=", exceptId).executeTakeFirst()) {
    throw badRequest("规格名称已存在");
  }
}

export const ruleRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/product/rule/list",
    authority: "merchant:product:rule:page:list",
    schema: { query: ruleListQuery },
    handler: async ({ mine, query }) => {
      let base = mine.selectFrom("productRule");
      if (query.keywords) base = base.where(containsPattern("ruleName", query.keywords));
      return readPage(
        base,
        query,
        (q) => q.selectAll().orderBy("id", "desc"),
        (rows) => rows.map(toRule),
      );
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/product/rule/info/:id",
    authority: "merchant:product:rule:info",
    schema: { params: idParams },
    handler: async ({ mine, params }) => toRule(await requireRule(mine, params.id)),
  }),
  merchantRoute({
    method: "POST",
    path: "/product/rule/save",
    authority: "merchant:product:rule:save",
    schema: { body: ruleBody },
    handler: async ({ db, mine, body }) => {
      await refuseDuplicateName(mine, body.ruleName);
      const time = now();
      await db.insertInto("productRule").values({ merId: mine.merId, ruleName: body.ruleName, ruleValue: body.ruleValue, createTime: time, updateTime: time }).execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/product/rule/update",
    authority: "merchant:product:rule:update",
    schema: { body: ruleUpdateBody },
    handler: async ({ mine, body }) => {
      const rule = await requireRule(mine, body.id);
      await refuseDuplicateName(mine, body.ruleName, rule.id);
      await mine.updateTable("productRule").set({ ruleName: body.ruleName, ruleValue: body.ruleValue, updateTime: now() }).where("id", "=", rule.id).execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/product/rule/delete/:id",
    authority: "merchant:product:rule:delete",
    schema: { params: idParams },
    handler: async ({ mine, params }) => {
      const rule = await requireRule(mine, params.id);
      await mine.deleteFrom("productRule").where("id", "=", rule.id).execute();
      return null;
    },
  }),
];
