/** Couriers (contract §3.10): the platform list and the merchant's own couriers. */
import { readPage } from "../../core/paging.js";
import { ApiError, badRequest, refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { merchantRoute, type MerchantRoute, type MerchantScope } from "../../core/route.js";
import { idParams } from "../../core/validate.js";
import { eSheetTemplates } from "../printing/esheet.js";
import { lockRow } from "../../db/dialect.js";
import {
  expressAllSchema,
  expressSearchSchema,
  expressUpdateSchema,
  relateSchema,
  templateQuerySchema,
  type Express,
  type MerchantExpress,
} from "./contract.js";

const merchantExpressMissing = () => new ApiError(4801, "商户物流公司不存在");
const expressMissing = () => new ApiError(7905, "快递公司不存在");

type ExpressRow = Omit<Express, "partnerId" | "partnerKey" | "net" | "isShow" | "status" | "account" | "password" | "netName"> & {
  partnerId: number;
  partnerKey: number;
  net: number;
  isShow: number;
  status: number;
};

const toExpress = (r: ExpressRow): Express => ({
  id: r.id,
  code: r.code,
  name: r.name,
  partnerId: r.partnerId === 1,
  partnerKey: r.partnerKey === 1,
  net: r.net === 1,
  // The platform list carries no account of its own here; each merchant's is on MerchantExpress.
  account: "",
  password: "",
  netName: "",
  sort: r.sort,
  isShow: r.isShow === 1,
  status: r.status === 1,
});

/** The merchant's live (not deleted) courier relation with its platform courier's flags. */
function merchantExpressQuery(mine: MerchantScope) {
  return mine
    .selectFrom("merchantExpress")
    .innerJoin("express", "express.id", "merchantExpress.expressId")
    .where("merchantExpress.isDelete", "=", 0);
}

async function findMerchantExpress(mine: MerchantScope, id: number) {
  const row = await merchantExpressQuery(mine)
    .select([
      "merchantExpress.id",
      "merchantExpress.isOpen",
      "merchantExpress.isDefault",
      "express.partnerId",
      "express.partnerKey",
      "express.net",
    ])
    .where("merchantExpress.id", "=", id)
    .executeTakeFirst();
  if (!row) throw merchantExpressMissing();
  return row;
}

export const expressRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/express/all",
    authority: "merchant:express:all",
    schema: { query: expressAllSchema },
    handler: async ({ db, query }): Promise<Express[]> => {
      let q = db.selectFrom("express").selectAll().where("isShow", "=", 1);
      if (query.type === "elec") q = q.where("status", "=", 1);
      const rows = await q.orderBy("sort", "desc").orderBy("id").execute();
      return rows.map(toExpress);
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/express/search/page",
    authority: "merchant:express:search:page",
    schema: { query: expressSearchSchema },
    handler: async ({ mine, query }) => {
      let base = merchantExpressQuery(mine);
      if (query.openStatus !== undefined) base = base.where("merchantExpress.isOpen", "=", query.openStatus ? 1 : 0);
      if (query.keywords) {
        const like = `%${query.keywords}%`;
        base = base.where((eb) => eb.or([eb("express.name", "like", like), eb("express.code", "like", like)]));
      }
      return readPage(
        base,
        query,
        (q) =>
          q
            .select([
              "merchantExpress.id",
              "merchantExpress.merId",
              "merchantExpress.expressId",
              "express.code",
              "express.name",
              "express.partnerId",
              "express.partnerKey",
              "express.net",
              "merchantExpress.account",
              "merchantExpress.password",
              "merchantExpress.netName",
              "merchantExpress.isDefault",
              "merchantExpress.isOpen",
              "merchantExpress.isDelete",
              "merchantExpress.createTime",
            ])
            .orderBy("merchantExpress.isDefault", "desc")
            .orderBy("express.sort", "desc")
            .orderBy("merchantExpress.id"),
        (rows): MerchantExpress[] =>
rows.map((r) => ({
            ...r,
            partnerId: r.partnerId === 1,
            partnerKey: r.partnerKey === 1,
            net: r.net === 1,
            isDefault: r.isDefault === 1,
            isOpen: r.isOpen === 1,
            isDelete: r.isDelete === 1,
          })),
      );
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/express/relate",
    authority: "merchant:express:relate",
    schema: { body: relateSchema },
    handler: async ({ db, mine, body }) => {
      const express = await db.selectFrom("express").select(["id", "isShow"]).where("id", "=", body.expressId).executeTakeFirst();
      if (!express || express.isShow !== 1) throw expressMissing();
      const existing = await mine
        .selectFrom("merchantExpress")
        .select("id")
        .where("expressId", "=", express.id)
        .where("isDelete", "=", 0)
        .executeTakeFirst();
      if (existing) throw badRequest("已关联此物流公司");
      const time = now();
      await db
        .insertInto("merchantExpress")
        .values({
          merId: mine.merId,
          expressId: express.id,
          account: "",
          password: "",
          netName: "",
          isDefault: 0,
          isOpen: 1,
          isDelete: 0,
          createTime: time,
          updateTime: time,
        })
        .execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/express/open/switch/:id",
    authority: "merchant:express:open:switch",
    schema: { params: idParams },
    handler: async ({ mine, params }) => {
      const row = await findMerchantExpress(mine, params.id);
      const isOpen = row.isOpen === 1 ? 0 : 1;
      // A closed courier cannot stay the default one.
      const isDefault = isOpen ? row.isDefault : 0;
      await mine.updateTable("merchantExpress").set({ isOpen, isDefault, updateTime: now() }).where("id", "=", row.id).execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/express/default/switch/:id",
    authority: "merchant:express:default:switch",
    schema: { params: idParams },
    handler: async ({ mine, params }) => {
      const row = await findMerchantExpress(mine, params.id);
      if (row.isDefault === 1) {
        await mine.updateTable("merchantExpress").set({ isDefault: 0, updateTime: now() }).where("id", "=", row.id).execute();
        return null;
      }
      if (row.isOpen !== 1) throw refused("物流公司未开启，不能设为默认");
      await mine.transaction(async (scope) => {
        // Two switches at once queue on the merchant: one default courier (merchant_express_default).
        await lockRow(scope.db, "merchant", mine.merId);
        await scope.updateTable("merchantExpress").set({ isDefault: 0 }).where("isDefault", "=", 1).execute();
        await scope.updateTable("merchantExpress").set({ isDefault: 1, updateTime: now() }).where("id", "=", row.id).execute();
      });
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/express/delete/:id",
    authority: "merchant:express:delete",
    schema: { params: idParams },
    handler: async ({ mine, params }) => {
      const row = await findMerchantExpress(mine, params.id);
      await mine
        .updateTable("merchantExpress")
        .set({ isDelete: 1, isDefault: 0, updateTime: now() })
        .where("id", "=", row.id)
        .execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/express/update",
    authority: "merchant:express:update",
    schema: { body: expressUpdateSchema },
    handler: async ({ mine, body }) => {
      const row = await findMerchantExpress(mine, body.id);
      const account = body.account ?? "";
      const password = body.password ?? "";
      const netName = body.netName ?? "";
      if (row.partnerId === 1 && !account) throw badRequest("请输入月结账号");
      if (row.partnerKey === 1 && !password) throw badRequest("请输入月结密码");
      if (row.net === 1 && !netName) throw badRequest("请输入取件网点");
      const isOpen = body.isOpen === undefined ? row.isOpen : body.isOpen ? 1 : 0;
      await mine
        .updateTable("merchantExpress")
        .set({ account, password, netName, isOpen, isDefault: isOpen ? row.isDefault : 0, updateTime: now() })
        .where("id", "=", row.id)
        .execute();
      return null;
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/express/template",
    authority: "merchant:express:template",
    schema: { query: templateQuerySchema },
    // From the e-sheet provider, through the merchant's e-sheet settings (contract §3.21).
    handler: ({ db, session, query }) => eSheetTemplates(db, session.merId, query.com),
  }),
];
