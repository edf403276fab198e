import { randomBytes, randomUUID } from "node:crypto";
import type { ExpressionBuilder } from "kysely";
import type { Db } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import { aesDecrypt, aesEncrypt } from "../../core/aes.js";
import { CAPTCHA, generatePuzzle } from "./captchaImage.js";

const TTL_MS = 2 * 60 * 1000;

/** AJ-Captcha's ResponseModel, wrapped by the envelope like the real backend does. */
export interface CaptchaResponse {
  repCode: string;
  repMsg: string | null;
  repData: Record<string, unknown> | null;
  success: boolean;
}

const ok = (repData: Record<string, unknown> | null = null): CaptchaResponse => ({
  repCode: "0000",
  repMsg: null,
  repData,
  success: true,
});
const fail = (repCode: string, repMsg: string): CaptchaResponse => ({ repCode, repMsg, repData: null, success: false });

const randomKey = () => randomBytes(12).toString("base64").replace(/[^A-Za-z0-9]/g, "x").slice(0, 16).padEnd(16, "k");

/** Issues a new slider puzzle; the slot position stays on the server with a one-time token. */
export async function issueCaptcha(db: Db): Promise<CaptchaResponse> {
  const puzzle = generatePuzzle();
  const token = randomUUID().replace(/-/g, "");
  const secretKey = randomKey();
  const now = Date.now();
  await db.deleteFrom("captcha").where("expiresAt", "<", now).execute();
  await db
    .insertInto("captcha")
    .values({ token, secretKey, x: puzzle.x, y: puzzle.y, state: 0, verification: null, expiresAt: now + TTL_MS })
    .execute();
  return ok({
    originalImageBase64: puzzle.original,
    jigsawImageBase64: puzzle.jigsaw,
    token,
    secretKey,
    width: CAPTCHA.width,
    height: CAPTCHA.height,
  });
}

/**
 * Checks a dropped slider position. A token is checked once: pass or fail, it cannot be tried
 * again, so every guess costs a new puzzle. The outcome is written with a statement that only
 * an unchecked, live token matches, so of parallel checks of one token (on any server instance)
 * exactly one is answered; the others find it spent.
 */
export async function checkCaptcha(db: Db, token: string, pointJson: string): Promise<CaptchaResponse> {
  const spent = fail("6110", "验证码已失效，请重新获取");
  const at = Date.now();
  const row = await db.selectFrom("captcha").selectAll().where("token", "=", token).executeTakeFirst();
  if (!row || row.state !== 0 || row.expiresAt < at) return spent;
  const unchecked = (eb: ExpressionBuilder<DB, "captcha">) =>
    eb.and([eb("token", "=", token), eb("state", "=", 0), eb("expiresAt", ">=", at)]);
  const plain = aesDecrypt(pointJson, row.secretKey) ?? pointJson;
  let x: number | undefined;
  try {
    const point = JSON.parse(plain) as { x?: unknown };
    x = typeof point.x === "number" ? point.x : Number(point.x);
  } catch {
    x = undefined;
  }
  if (x === undefined || !Number.isFinite(x) || Math.abs(x - row.x) > CAPTCHA.tolerance) {
    const failed = await db.deleteFrom("captcha").where(unchecked).executeTakeFirst();
    return Number(failed.numDeletedRows) === 1 ? fail("6111", "验证失败") : spent;
  }
  const verification = aesEncrypt(`${token}---${plain}`, row.secretKey);
  const passed = await db.updateTable("captcha").set({ state: 1, verification }).where(unchecked).executeTakeFirst();
  return Number(passed.numUpdatedRows) === 1 ? ok({ token, result: true }) : spent;
}

/** Spends a passed check's `captchaVerification`; true only the first time. */
export async function consumeVerification(db: Db, verification: string | undefined): Promise<boolean> {
  if (!verification) return false;
  const spent = await db
    .deleteFrom("captcha")
    .where("verification", "=", verification)
    .where("state", "=", 1)
    .where("expiresAt", ">=", Date.now())
    .executeTakeFirst();
  return Number(spent.numDeletedRows) === 1;
}
