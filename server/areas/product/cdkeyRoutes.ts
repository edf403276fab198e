/** Card-secret libraries and their secrets (contract §3.6), including the Excel import. */
import { readPage } from "../../core/paging.js";
import { badRequest, notFound, refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { merchantRoute, type MerchantRoute, type MerchantScope } from "../../core/route.js";
import { idParams } from "../../core/validate.js";
import { readSecretSheet, rowErrors } from "./cardImport.js";
import { addSecrets, moveLibraryStock, refuseTakenNumbers, requireLibrary } from "./cardSecrets.js";
import {
  libraryBody,
  libraryListQuery,
  libraryUpdateBody,
  secretAddBody,
  secretBatchDeleteBody,
  secretImportQuery,
  secretListQuery,
  secretUpdateBody,
  type CardSecret,
  type CdkeyLibraryRow,
  type CdkeyLibrarySimple,
} from "./catalogContract.js";
import { containsPattern } from "../../core/textSearch.js";
import { productNamedCondition } from "./nameSearch.js";
import { besideIds } from "../../core/besideIds.js";

async function refuseDuplicateName(mine: MerchantScope, name: string, exceptId = 0): Promise<void> {
  const clash = await mine.selectFrom("cdkeyLibrary").select("id").where("isDel", "=", 0).where("name", "=", name).where("id", "!=", exceptId).executeTakeFirst();
  if (clash) throw badRequest("卡密库名称已存在");
}

async function requireSecret(mine: MerchantScope, id: number) {
  const row = await mine.selectFrom("cardSecret").selectAll().where("id", "=", id).where("isDel", "=", 0).executeTakeFirst();
  if (!row) throw notFound("商品卡密不存在");
  return row;
}

const libraryRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/cdkey/library/page/list",
    authority: "merchant:cdkey:library:page:list",
    schema: { query: libraryListQuery },
    handler: async ({ db, mine, query }) => {
      let base = mine.selectFrom("cdkeyLibrary").where("isDel", "=", 0);
      if (query.name) base = base.where(containsPattern("name", query.name));
      if (query.productName) {
        base = base.where(await productNamedCondition(db, mine.merId, query.productName, { listed: base, productId: "cdkeyLibrary.productId", live: true }));
      }
      return readPage(
        base,
        query,
        (q) => q.selectAll().orderBy("id", "desc"),
        async (rows) => {
          const productIds = rows.map((r) => r.productId).filter((id) => id > 0);
          const skuIds = rows.map((r) => r.productAttrValueId).filter((id) => id > 0);
          const products = productIds.length ? await db.selectFrom("product").select(["id", "name"]).where(besideIds("product.merId"), "=", mine.merId).where("id", "in", productIds).execute() : [];
          const skus = skuIds.length ? await db.selectFrom("productAttrValue").select(["id", "sku"]).where("id", "in", skuIds).execute() : [];
          const productName = new Map(products.map((p) => [p.id, p.name]));
          const skuName = new Map(skus.map((s) => [s.id, s.sku]));
          const list: CdkeyLibraryRow[] = rows.map((r) => ({
            id: r.id,
            name: r.name,
            remark: r.remark,
            usedNum: r.usedNum,
            totalNum: r.totalNum,
            createTime: r.createTime,
            productName: productName.get(r.productId) ?? "",
            productAttrValueName: skuName.get(r.productAttrValueId) ?? "",
          }));
          return list;
        },
      );
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/cdkey/library/save",
    authority: "merchant:cdkey:library:add",
    schema: { body: libraryBody },
    handler: async ({ db, mine, body }) => {
      await refuseDuplicateName(mine, body.name);
      const time = now();
      await db
        .insertInto("cdkeyLibrary")
        .values({ merId: mine.merId, name: body.name, remark: body.remark, productId: 0, productAttrValueId: 0, totalNum: 0, usedNum: 0, isDel: 0, createTime: time, updateTime: time })
        .execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/cdkey/library/update",
    authority: "merchant:cdkey:library:update",
    schema: { body: libraryUpdateBody },
    handler: async ({ mine, body }) => {
      const library = await requireLibrary(mine, body.id);
      await refuseDuplicateName(mine, body.name, library.id);
      await mine.updateTable("cdkeyLibrary").set({ name: body.name, remark: body.remark, updateTime: now() }).where("id", "=", library.id).execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/cdkey/library/delete/:id",
    authority: "merchant:cdkey:library:delete",
    schema: { params: idParams },
    handler: async ({ mine, params }) => {
      const library = await requireLibrary(mine, params.id);
      // Its secrets are a product's stock while it is bound: the product must let go first.
      if (library.productId > 0) throw refused("卡密库已关联商品，请先在商品中更换卡密库");
      const time = now();
      await mine.transaction(async ({ db: trx }) => {
        await trx.updateTable("cdkeyLibrary").set({ isDel: 1, updateTime: time }).where("id", "=", library.id).execute();
        await trx.updateTable("cardSecret").set({ isDel: 1, updateTime: time }).where("libraryId", "=", library.id).where("isDel", "=", 0).execute();
      });
      return null;
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/cdkey/library/unrelated/list",
    authority: "merchant:cdkey:library:unrelated:list",
    handler: async ({ mine }): Promise<CdkeyLibrarySimple[]> => {
      const rows = await mine
        .selectFrom("cdkeyLibrary")
        .select(["id", "name", "totalNum", "usedNum"])
        .where("isDel", "=", 0)
        .where("productId", "=", 0)
        .orderBy("id", "desc")
        .execute();
      return rows.map((r) => ({ id: r.id, name: r.name, stock: r.totalNum - r.usedNum }));
    },
  }),
];

const secretRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/card/secret/page/list",
    authority: "merchant:card:secret:page:list",
    schema: { query: secretListQuery },
    handler: async ({ mine, query }) => {
      const library = await requireLibrary(mine, query.libraryId);
      const base = mine.selectFrom("cardSecret").where("libraryId", "=", library.id).where("isDel", "=", 0);
      return readPage(
        base,
        query,
        (q) => q.selectAll().orderBy("isUse", "asc").orderBy("id", "desc"),
        (rows): CardSecret[] =>
rows.map((r) => ({
            id: r.id,
            merId: r.merId,
            libraryId: r.libraryId,
            cardNumber: r.cardNumber,
            secretNum: r.secretNum,
            isUse: r.isUse === 1,
            isDel: r.isDel === 1,
            createTime: r.createTime,
          })),
      );
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/card/secret/save",
    authority: "merchant:card:secret:add",
    schema: { body: secretAddBody },
    handler: async ({ db, mine, body }) => {
      const library = await requireLibrary(mine, body.libraryId);
      await refuseTakenNumbers(db, library.id, body.csList.map((s) => s.cardNumber));
      await addSecrets(db, library, body.csList);
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/card/secret/update",
    authority: "merchant:cdkey:library:update",
    schema: { body: secretUpdateBody },
    handler: async ({ db, mine, body }) => {
      const secret = await requireSecret(mine, body.id);
      if (secret.isUse) throw refused("商品卡密已使用，不能修改");
      if (body.cardNumber !== secret.cardNumber) await refuseTakenNumbers(db, secret.libraryId, [body.cardNumber], secret.id);
      await mine.updateTable("cardSecret").set({ cardNumber: body.cardNumber, secretNum: body.secretNum, updateTime: now() }).where("id", "=", secret.id).execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/card/secret/delete/:id",
    authority: "merchant:card:secret:delete",
    schema: { params: idParams },
    handler: async ({ mine, params }) => {
      const secret = await requireSecret(mine, params.id);
      if (secret.isUse) throw refused("商品卡密已使用，不能删除");
      const library = await requireLibrary(mine, secret.libraryId);
      await mine.transaction(async ({ db: trx }) => {
        // Only a secret still live counts down: of two deletes at once, the second finds it gone.
        const { numUpdatedRows } = await trx.updateTable("cardSecret").set({ isDel: 1, updateTime: now() }).where("id", "=", secret.id).where("isDel", "=", 0).executeTakeFirst();
        if (Number(numUpdatedRows) !== 1) throw notFound("商品卡密不存在");
        await moveLibraryStock(trx, library, -1);
      });
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/card/secret/batch/delete",
    authority: "merchant:card:secret:batch:delete",
    schema: { body: secretBatchDeleteBody },
    handler: async ({ mine, body }) => {
      const secrets = await mine.selectFrom("cardSecret").selectAll().where("id", "in", body.ids).where("isDel", "=", 0).execute();
      if (secrets.length !== body.ids.length) throw notFound("商品卡密不存在");
      const used = secrets.find((s) => s.isUse);
      if (used) throw refused(`卡号${used.cardNumber}已使用，不能删除`);
      const perLibrary = new Map<number, number>();
      for (const s of secrets) perLibrary.set(s.libraryId, (perLibrary.get(s.libraryId) ?? 0) + 1);
      const libraries = await Promise.all([...perLibrary.keys()].map((id) => requireLibrary(mine, id)));
      await mine.transaction(async ({ db: trx }) => {
        const { numUpdatedRows } = await trx.updateTable("cardSecret").set({ isDel: 1, updateTime: now() }).where("id", "in", body.ids).where("isDel", "=", 0).executeTakeFirst();
        if (Number(numUpdatedRows) !== secrets.length) throw notFound("商品卡密不存在");
        for (const library of libraries) await moveLibraryStock(trx, library, -perLibrary.get(library.id)!);
      });
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/card/secret/import/excel",
    authority: "merchant:cdkey:library:import:excel",
    schema: { query: secretImportQuery },
    handler: async ({ db, mine, query, request }) => {
      const library = await requireLibrary(mine, query.libraryId);
      const file = request.isMultipart() ? await request.file() : undefined;
      if (!file || file.fieldname !== "file") throw badRequest("请选择要导入的Excel文件");
      if (!/\.xlsx$/i.test(file.filename)) throw badRequest("请提交正确的excel文件（.xlsx）");
      const secrets = await readSecretSheet(await file.toBuffer());
      const taken = await db
        .selectFrom("cardSecret")
        .select("cardNumber")
        .where("libraryId", "=", library.id)
        .where("isDel", "=", 0)
        .where("cardNumber", "in", secrets.map((s) => s.cardNumber))
        .execute();
      if (taken.length) {
        const takenNumbers = new Set(taken.map((t) => t.cardNumber));
        throw rowErrors(secrets.filter((s) => takenNumbers.has(s.cardNumber)).map((s) => `第${s.row}行：卡号已存在于卡密库中`));
      }
      await addSecrets(db, library, secrets);
      return null;
    },
  }),
];

export const cdkeyRoutes: MerchantRoute[] = [...libraryRoutes, ...secretRoutes];
