/**
 * The settlement-account form templates the original console's store settings load by name
 * (GET form/temp/name/info?name=结算信息-…): seeded, with the fields of MerchantSettlementInfoVo,
 * and added by migration 0021 to a database seeded without them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { M, onPostgres, startSignedIn, type TestServer } from "./helpers.js";
import { up } from "../../server/db/migrations/0021_fidelity_settlement_forms.js";
import type { SystemFormTempVo } from "../../server/areas/library/contract.js";

let s: TestServer, m1: string;
beforeAll(async () => {
  ({ s, m1 } = await startSignedIn());
}, 60_000);
afterAll(() => s.close());

const NAMES = { "结算信息-银行卡": ["bankUserName", "bankName", "bankCard", "bankAddress"], "结算信息-微信": ["realName", "wechatCode", "wechatQrcodeUrl"], "结算信息-支付宝": ["realName", "alipayCode", "alipayQrcodeUrl"] };
const byName = (name: string) => s.call<SystemFormTempVo>("GET", `${M}/form/temp/name/info`, { token: m1, query: { name } });

describe("settlement-account form templates", () => {
  it.each(Object.entries(NAMES))("%s answers a form whose fields are the settlement account's", async (name, fields) => {
    const answer = await byName(name);
    expect(answer.code).toBe(200);
    const content = JSON.parse(answer.data.content) as { fields: Array<{ __vModel__: string }> };
    expect(content.fields.map((f) => f.__vModel__)).toEqual(fields);
  });

  it("migration 0021 adds them to a database seeded without them, once", async () => {
    const db = s.app.db;
    await db.deleteFrom("systemFormTemp").where("name", "in", Object.keys(NAMES)).execute();
    expect((await byName("结算信息-银行卡")).code).toBe(7101);
    // As seeded before: PostgreSQL's id sequence stands just past the highest id left.
    if (onPostgres) await sql`SELECT setval(pg_get_serial_sequence('system_form_temp', 'id'), (SELECT MAX(id) FROM system_form_temp))`.execute(db);
    await up(db as unknown as Kysely<unknown>);
    await up(db as unknown as Kysely<unknown>);
    for (const name of Object.keys(NAMES)) expect((await byName(name)).code).toBe(200);
    expect(await db.selectFrom("systemFormTemp").select("id").where("name", "in", Object.keys(NAMES)).execute()).toHaveLength(3);
    // A template added afterwards gets a new id.
    const time = "2026-01-01 00:00:00";
    const added = await db.insertInto("systemFormTemp").values({ name: "后来的表单", info: "", content: "{}", createTime: time, updateTime: time }).returning("id").executeTakeFirstOrThrow();
    expect(added.id).toBeGreaterThan(123);
  });
});
