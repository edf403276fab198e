/** Reading and writing a template's rule rows (region and free-shipping rules with their cities). */
import type { Db } from "../../db/database.js";
import { fromCents } from "../../core/format.js";
import type { FreeRule, RegionRule } from "./contract.js";
import { COUNTRY_ID } from "./regions.js";
import type { TemplateRules } from "./rules.js";

const CHUNK = 500;

async function insertCities<T extends "shippingTemplatesRegionCity" | "shippingTemplatesFreeCity">(
  trx: Db,
  table: T,
  rows: Array<Record<string, number>>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx.insertInto(table).values(rows.slice(i, i + CHUNK) as never).execute();
  }
}

/** Removes every rule of a template (call inside the caller's transaction). */
export async function deleteRules(trx: Db, merId: number, tempId: number): Promise<void> {
  await trx.deleteFrom("shippingTemplatesRegionCity").where("merId", "=", merId).where("tempId", "=", tempId).execute();
  await trx.deleteFrom("shippingTemplatesRegion").where("merId", "=", merId).where("tempId", "=", tempId).execute();
  await trx.deleteFrom("shippingTemplatesFreeCity").where("merId", "=", merId).where("tempId", "=", tempId).execute();
  await trx.deleteFrom("shippingTemplatesFree").where("merId", "=", merId).where("tempId", "=", tempId).execute();
}

/** Writes the rules of a template (call inside the caller's transaction, after `deleteRules`). */
export async function insertRules(trx: Db, merId: number, tempId: number, rules: TemplateRules): Promise<void> {
  for (const [sort, rule] of rules.regions.entries()) {
    const { request } = rule;
    const { id } = await trx
      .insertInto("shippingTemplatesRegion")
      .values({
        merId,
        tempId,
        uniqid: rule.uniqid,
        title: request.title,
        first: request.first,
        firstPrice: request.firstPrice,
        renewal: request.renewal,
        renewalPrice: request.renewalPrice,
        sort,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await insertCities(trx, "shippingTemplatesRegionCity", rule.cityIds.map((cityId) => ({ regionId: id, tempId, merId, cityId })));
  }
  for (const [sort, rule] of rules.frees.entries()) {
    const { request } = rule;
    const { id } = await trx
      .insertInto("shippingTemplatesFree")
      .values({ merId, tempId, uniqid: rule.uniqid, title: request.title, number: request.number, price: request.price, sort })
      .returning("id")
      .executeTakeFirstOrThrow();
    await insertCities(trx, "shippingTemplatesFreeCity", rule.cityIds.map((cityId) => ({ freeId: id, tempId, merId, cityId })));
  }
}

/** Each rule's cities, lowest id first (the rows carry no order of their own that both databases keep). */
function cityLists(rows: Array<{ ownerId: number; cityId: number }>): Map<number, number[]> {
  const byOwner = new Map<number, number[]>();
  for (const r of rows) byOwner.set(r.ownerId, [...(byOwner.get(r.ownerId) ?? []), r.cityId]);
  return byOwner;
}

/** Region rules in editor order, the default ("rest of China") row first. */
export async function readRegionRules(db: Db, merId: number, tempId: number): Promise<RegionRule[]> {
  const rows = await db
    .selectFrom("shippingTemplatesRegion")
    .selectAll()
    .where("merId", "=", merId)
    .where("tempId", "=", tempId)
    .orderBy("sort")
    .execute();
  const cities = cityLists(
    await db
      .selectFrom("shippingTemplatesRegionCity")
      .select(["regionId as ownerId", "cityId"])
      .where("merId", "=", merId)
      .where("tempId", "=", tempId)
      .orderBy("cityId")
      .execute(),
  );
  const rules = rows.map((r) => ({
    title: r.title,
    cityId: (cities.get(r.id) ?? []).join(","),
    first: fromCents(r.first),
    firstPrice: fromCents(r.firstPrice),
    renewal: fromCents(r.renewal),
    renewalPrice: fromCents(r.renewalPrice),
    uniqid: r.uniqid,
  }));
  const defaultRow = String(COUNTRY_ID);
  return [...rules.filter((r) => r.cityId === defaultRow), ...rules.filter((r) => r.cityId !== defaultRow)];
}

export async function readFreeRules(db: Db, merId: number, tempId: number): Promise<FreeRule[]> {
  const rows = await db
    .selectFrom("shippingTemplatesFree")
    .selectAll()
    .where("merId", "=", merId)
    .where("tempId", "=", tempId)
    .orderBy("sort")
    .execute();
  const cities = cityLists(
    await db
      .selectFrom("shippingTemplatesFreeCity")
      .select(["freeId as ownerId", "cityId"])
      .where("merId", "=", merId)
      .where("tempId", "=", tempId)
      .orderBy("cityId")
      .execute(),
  );
  return rows.map((r) => {
    const ids = cities.get(r.id) ?? [];
    return {
      title: r.title,
      cityId: ids.length === 1 && ids[0] === COUNTRY_ID ? "all" : ids.join(","),
      number: fromCents(r.number),
      price: fromCents(r.price),
      uniqid: r.uniqid,
    };
  });
}
