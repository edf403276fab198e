/**
 * A write the database refuses for a unique index or a foreign key answers code 400 with the
 * field's message (core/constraintErrors.ts), on SQLite and PostgreSQL alike (this file runs in
 * both projects): the drivers' real errors are mapped, and a save that races past its duplicate
 * check reads as the check's own message instead of a 500.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { constraintFailure, DUPLICATE_MESSAGE, MISSING_REFERENCE_MESSAGE, UNIQUE_FIELDS } from "../../server/core/constraintErrors.js";
import { M, onPostgres, startSignedIn, type TestServer } from "./helpers.js";

let s: TestServer, m1: string;
beforeAll(async () => {
  ({ s, m1 } = await startSignedIn());
}, 60_000);
afterAll(() => s.close());

/** The error the database throws for `write`. */
async function refusal(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write();
  } catch (error) {
    return error;
  }
  throw new Error("the write was not refused");
}

describe("constraint violations", () => {
  it("a unique index refusal is the field's 400 (an account taken)", async () => {
    const error = await refusal(() => s.app.db.updateTable("admin").set({ account: "merchant1" }).where("account", "=", "merchant2").execute());
    expect(constraintFailure(error)).toMatchObject({ code: 400, message: "账号已存在" });
  });

  it("every listed unique index is matched by its own message", async () => {
    const error = await refusal(() =>
      s.app.db
        .insertInto("liveAssistant")
        .values({ merId: 1, wechat: "zhuli_ahao", wechatNickname: "重复", headimg: "", openid: "", assDesc: "", createTime: "2025-01-01 00:00:00", updateTime: "2025-01-01 00:00:00" })
        .execute(),
    );
    expect(constraintFailure(error)).toMatchObject({ code: 400, message: UNIQUE_FIELDS.find((f) => f.table === "live_assistant")!.message });
  });

  it("an unlisted unique index still answers 400", async () => {
    const order = await s.app.db.selectFrom("merchantOrder").select("orderNo").orderBy("id").executeTakeFirstOrThrow();
    const error = await refusal(() => s.app.db.updateTable("merchantOrder").set({ orderNo: order.orderNo }).where("orderNo", "!=", order.orderNo).execute());
    expect(constraintFailure(error)).toMatchObject({ code: 400, message: DUPLICATE_MESSAGE });
  });

  it("a foreign-key refusal is a 400", async () => {
    const error = await refusal(() => s.app.db.insertInto("productGuaranteeGroupItem").values({ groupId: 999_999, gid: 999_999 }).execute());
    expect(constraintFailure(error)).toMatchObject({ code: 400, message: MISSING_REFERENCE_MESSAGE });
  });

  it("other errors are left alone", async () => {
    const error = await refusal(() => s.app.db.selectFrom("admin").select("noSuchColumn" as never).execute());
    expect(constraintFailure(error)).toBeUndefined();
  });

  it("a save that loses the race past its duplicate check gets the check's message as a 400 and writes nothing", async () => {
    // Another writer stores the same wechat between the save's check and its insert: a trigger
    // inserts the twin right before the save's own row, so the unique index refuses the save.
    if (onPostgres) {
      await sql`CREATE FUNCTION race_twin() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.wechat = 'raced_helper' AND NEW.wechat_nickname <> 'twin' THEN
            INSERT INTO live_assistant (mer_id, wechat, wechat_nickname, headimg, openid, ass_desc, create_time, update_time)
              VALUES (NEW.mer_id, NEW.wechat, 'twin', '', '', '', NEW.create_time, NEW.update_time);
          END IF;
          RETURN NEW;
        END $$`.execute(s.app.db);
      await sql`CREATE TRIGGER race_twin BEFORE INSERT ON live_assistant FOR EACH ROW EXECUTE FUNCTION race_twin()`.execute(s.app.db);
    } else {
      await sql`CREATE TRIGGER race_twin BEFORE INSERT ON live_assistant
        WHEN NEW.wechat = 'raced_helper' AND NEW.wechat_nickname <> 'twin'
        BEGIN
          INSERT INTO live_assistant (mer_id, wechat, wechat_nickname, headimg, openid, ass_desc, create_time, update_time)
            VALUES (NEW.mer_id, NEW.wechat, 'twin', '', '', '', NEW.create_time, NEW.update_time);
        END`.execute(s.app.db);
    }
    try {
      const answer = await s.call("POST", `${M}/mp/live/assistant/save`, { token: m1, body: { wechat: "raced_helper", wechatNickname: "后到" } });
      expect(answer).toMatchObject({ code: 400, message: "该微信号已是小助手" });
      expect(await s.app.db.selectFrom("liveAssistant").select("id").where("wechat", "=", "raced_helper").execute()).toEqual([]);
    } finally {
      await sql`DROP TRIGGER race_twin${sql.raw(onPostgres ? " ON live_assistant" : "")}`.execute(s.app.db);
    }
  });
});
