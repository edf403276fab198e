import type { Kysely } from "kysely";
import { SETTLEMENT_FORM_TEMPLATES } from "../../areas/library/settlementFormTemplates.js";
import { now } from "../../core/format.js";
import { moveSequencesPastIds } from "../dialect.js";

/**
 * The settlement-account form templates the original console's store settings load by name
 * (结算信息-银行卡 / -微信 / -支付宝) were missing: a database seeded before gets them. An empty
 * database has no templates yet; the seed writes them with the others. Data only.
 */
interface Tables {
  systemFormTemp: { id: number; name: string; info: string; content: string; createTime: string; updateTime: string };
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  // The running database applies the CamelCase plugin, so columns are named as in the table types.
  const db = untyped as unknown as Kysely<Tables>;
  const existing = await db.selectFrom("systemFormTemp").select(["id", "name"]).execute();
  if (!existing.length) return;
  const time = now();
  for (const template of SETTLEMENT_FORM_TEMPLATES) {
    if (existing.some((t) => t.name === template.name)) continue;
    const id = existing.some((t) => t.id === template.id) ? Math.max(...existing.map((t) => t.id)) + 1 : template.id;
    await db.insertInto("systemFormTemp").values({ ...template, id, createTime: time, updateTime: time }).execute();
    existing.push({ id, name: template.name });
  }
  // The templates keep their own ids: PostgreSQL's id sequence must then pass them.
  await moveSequencesPastIds(untyped);
}
