/** Guarantee groups (contract §3.7): a merchant's named sets of platform guarantee services. */
import type { Db } from "../../db/database.js";
import { badRequest, notFound } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { merchantRoute, type MerchantRoute, type MerchantScope } from "../../core/route.js";
import { idParams } from "../../core/validate.js";
import { assertGuarantees } from "./catalog.js";
import { guaranteeGroupBody, guaranteeGroupEditBody, type GuaranteeGroup } from "./catalogContract.js";

async function requireGroup(mine: MerchantScope, id: number) {
  const row = await mine.selectFrom("productGuaranteeGroup").selectAll().where("id", "=", id).where("isDel", "=", 0).executeTakeFirst();
  if (!row) throw notFound("商品保障服务组合不存在");
  return row;
}

async function refuseDuplicateName(mine: MerchantScope, name: string, exceptId = 0): Promise<void> {
  const clash = await mine.selectFrom("productGuaranteeGroup").select("id").where("isDel", "=", 0).where("name", "=", name).where("id", "!=", exceptId).executeTakeFirst();
  if (clash) throw badRequest("保障服务组合名称已存在");
}

async function replaceItems(trx: Db, groupId: number, gids: number[]): Promise<void> {
  await trx.deleteFrom("productGuaranteeGroupItem").where("groupId", "=", groupId).execute();
  await trx.insertInto("productGuaranteeGroupItem").values(gids.map((gid) => ({ groupId, gid }))).execute();
}

export const guaranteeRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/product/guarantee/group/list",
    authority: "merchant:product:guarantee:group:list",
    handler: async ({ db, mine }): Promise<GuaranteeGroup[]> => {
      const groups = await mine.selectFrom("productGuaranteeGroup").selectAll().where("isDel", "=", 0).orderBy("id", "desc").execute();
      const items = groups.length
        ? await db
            .selectFrom("productGuaranteeGroupItem")
            .innerJoin("productGuarantee", "productGuarantee.id", "productGuaranteeGroupItem.gid")
            .select(["productGuaranteeGroupItem.groupId", "productGuaranteeGroupItem.gid", "productGuarantee.isShow"])
            .where("productGuaranteeGroupItem.groupId", "in", groups.map((g) => g.id))
            .where("productGuarantee.isDel", "=", 0)
            .orderBy("productGuarantee.sort", "desc")
            .orderBy("productGuarantee.id")
            .execute()
        : [];
      return groups.map((g) => ({
        id: g.id,
        name: g.name,
        createTime: g.createTime,
        guaranteeList: items.filter((i) => i.groupId === g.id).map((i) => ({ groupId: i.groupId, gid: i.gid, isShow: i.isShow === 1 })),
      }));
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/product/guarantee/group/add",
    authority: "merchant:product:guarantee:group:add",
    schema: { body: guaranteeGroupBody },
    handler: async ({ db, mine, body }) => {
      await refuseDuplicateName(mine, body.name);
      await assertGuarantees(db, body.gids);
      const time = now();
      await mine.transaction(async ({ db: trx }) => {
        const { id } = await trx
          .insertInto("productGuaranteeGroup")
          .values({ merId: mine.merId, name: body.name, isDel: 0, createTime: time, updateTime: time })
          .returning("id")
          .executeTakeFirstOrThrow();
        await replaceItems(trx, id, body.gids);
      });
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/product/guarantee/group/edit",
    authority: "merchant:product:guarantee:group:edit",
    schema: { body: guaranteeGroupEditBody },
    handler: async ({ db, mine, body }) => {
      const group = await requireGroup(mine, body.id);
      await refuseDuplicateName(mine, body.name, group.id);
      await assertGuarantees(db, body.gids);
      await mine.transaction(async ({ db: trx }) => {
        await trx.updateTable("productGuaranteeGroup").set({ name: body.name, updateTime: now() }).where("id", "=", group.id).execute();
        await replaceItems(trx, group.id, body.gids);
      });
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/product/guarantee/group/delete/:id",
    authority: "merchant:product:guarantee:group:delete",
    schema: { params: idParams },
    handler: async ({ mine, params }) => {
      const group = await requireGroup(mine, params.id);
      await mine.transaction(async ({ db: trx }) => {
        await trx.updateTable("productGuaranteeGroup").set({ isDel: 1, updateTime: now() }).where("id", "=", group.id).execute();
        await trx.deleteFrom("productGuaranteeGroupItem").where("groupId", "=", group.id).execute();
      });
      return null;
    },
  }),
];
