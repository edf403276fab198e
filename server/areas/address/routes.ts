/**
 * Merchant addresses (contract §3.20). Exactly one shown address is the default while any
 * address is shown: the first shown address becomes it, and the default can be neither hidden
 * nor deleted until another address takes its place. Changes of the default run in one transaction.
 */
import type { Db } from "../../db/database.js";
import { refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { merchantRoute, type MerchantRoute, type MerchantScope } from "../../core/route.js";
import { idParams } from "../../core/validate.js";
import { addressListQuery, addressSaveBody, addressUpdateBody, type AddressSave, type MerchantAddress } from "./contract.js";
import { findAddress, type AddressRow } from "./lookup.js";
import { lockRow } from "../../db/dialect.js";

const DEFAULT_HIDE_REFUSED = "默认地址不能关闭，请先将其他地址设为默认";
const DEFAULT_DELETE_REFUSED = "默认地址不能删除，请先将其他地址设为默认";

const toAddress = (r: AddressRow): MerchantAddress => ({ ...r, isDefault: r.isDefault === 1, isShow: r.isShow === 1, isDel: r.isDel === 1 });

const hasDefault = async (mine: MerchantScope) =>
  Boolean(await mine.selectFrom("merchantAddress").select("id").where("isDel", "=", 0).where("isDefault", "=", 1).executeTakeFirst());

/** Clears the current default (before another row takes it: the database allows one). */
const clearDefault = (mine: MerchantScope) => mine.updateTable("merchantAddress").set({ isDefault: 0 }).where("isDefault", "=", 1).execute();

const fieldsOf = (body: AddressSave, isShow: boolean) => ({
  receiverName: body.receiverName,
  receiverPhone: body.receiverPhone,
  detail: body.detail,
  isShow: isShow ? 1 : 0,
});

/** Changes of the default address queue on the merchant (one default per merchant, merchant_address_one_default). */
const lockDefaults = (trx: Db, merId: number) => lockRow(trx, "merchant", merId);

export const addressRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/address/list",
    authority: "merchant:address:list",
    schema: { query: addressListQuery },
    handler: async ({ mine, query }) => {
      let q = mine.selectFrom("merchantAddress").selectAll().where("isDel", "=", 0);
      if (query.isShow !== undefined) q = q.where("isShow", "=", query.isShow ? 1 : 0);
      const rows = await q.orderBy("isDefault", "desc").orderBy("id", "desc").execute();
      return rows.map(toAddress);
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/address/save",
    authority: "merchant:address:add",
    schema: { body: addressSaveBody },
    handler: async ({ mine, body }) => {
      await mine.transaction(async (scope) => {
        await lockDefaults(scope.db, mine.merId);
        const isShow = body.isShow ?? true;
        // The first shown address is the default even when not asked for.
        const isDefault = body.isDefault === true || (isShow && !(await hasDefault(scope)));
        if (isDefault) await clearDefault(scope);
        const time = now();
        await scope.db
          .insertInto("merchantAddress")
          .values({ merId: mine.merId, ...fieldsOf(body, isShow), isDefault: isDefault ? 1 : 0, createTime: time, updateTime: time })
          .execute();
      });
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/address/update",
    authority: "merchant:address:update",
    schema: { body: addressUpdateBody },
    handler: async ({ mine, body }) => {
      const address = await findAddress(mine, body.id!);
      const wasDefault = address.isDefault === 1;
      const isShow = body.isShow ?? address.isShow === 1;
      if (wasDefault && !isShow) throw refused(DEFAULT_HIDE_REFUSED);
      if (wasDefault && body.isDefault === false) throw refused("默认地址不能取消默认，请先将其他地址设为默认");
      if (body.isDefault && !isShow) throw refused("地址未开启，不能设为默认地址");
      await mine.transaction(async (scope) => {
        await lockDefaults(scope.db, mine.merId);
        const becomesDefault = !wasDefault && (body.isDefault === true || (isShow && !(await hasDefault(scope))));
        if (becomesDefault) await clearDefault(scope);
        await scope
          .updateTable("merchantAddress")
          .set({ ...fieldsOf(body, isShow), isDefault: wasDefault || becomesDefault ? 1 : 0, updateTime: now() })
          .where("id", "=", address.id)
          .execute();
      });
      return null;
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/address/delete/:id",
    authority: "merchant:address:delete",
    schema: { params: idParams },
    handler: async ({ mine, params }) => {
      const address = await findAddress(mine, params.id);
      if (address.isDefault === 1) throw refused(DEFAULT_DELETE_REFUSED);
      await mine.updateTable("merchantAddress").set({ isDel: 1, updateTime: now() }).where("id", "=", address.id).execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/address/set/default/:id",
    authority: "merchant:address:set:default",
    schema: { params: idParams },
    handler: async ({ mine, params }) => {
      const address = await findAddress(mine, params.id);
      if (address.isDefault === 1) return null;
      if (address.isShow !== 1) throw refused("地址未开启，不能设为默认地址");
      await mine.transaction(async (scope) => {
        await lockDefaults(scope.db, mine.merId);
        await clearDefault(scope);
        await scope.updateTable("merchantAddress").set({ isDefault: 1, updateTime: now() }).where("id", "=", address.id).execute();
      });
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/address/update/show/:id",
    authority: "merchant:address:update:show",
    schema: { params: idParams },
    handler: async ({ mine, params }) => {
      const address = await findAddress(mine, params.id);
      if (address.isDefault === 1) throw refused(DEFAULT_HIDE_REFUSED);
      const showing = address.isShow !== 1;
      await mine.transaction(async (scope) => {
        await lockDefaults(scope.db, mine.merId);
        // Shown again while no address is the default: it takes that place.
        const becomesDefault = showing && !(await hasDefault(scope));
        await scope
          .updateTable("merchantAddress")
          .set({ isShow: showing ? 1 : 0, isDefault: becomesDefault ? 1 : 0, updateTime: now() })
          .where("id", "=", address.id)
          .execute();
      });
      return null;
    },
  }),
];
