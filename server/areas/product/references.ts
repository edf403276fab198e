/**
 * Products point at rows other areas own: shipping templates (`shipping_templates`),
 * coupons (`coupon`) and system forms (`system_form`). Raw SQL on purpose: those tables'
 * Kysely shapes belong to their areas; these checks need only ids and flags, written once here.
 */
import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import { refused } from "../../core/errors.js";

/** Refuses unless the template is one of the merchant's. */
export async function assertShippingTemplate(db: Db, merId: number, templateId: number): Promise<void> {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM shipping_templates WHERE id = ${templateId} AND mer_id = ${merId}`.execute(db);
  if (!rows.length) throw refused("运费模板不存在");
}

/** Refuses unless every coupon is the merchant's, not deleted and enabled. */
export async function assertFeedbackCoupons(db: Db, merId: number, couponIds: readonly number[]): Promise<void> {
  const wanted = [...new Set(couponIds)];
  if (!wanted.length) return;
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM coupon
    WHERE mer_id = ${merId} AND is_del = 0 AND status = 1 AND id IN (${sql.join(wanted)})`.execute(db);
  if (rows.length !== wanted.length) throw refused("优惠券不存在或已停用");
}

/** The form's JSON value when it is one of the merchant's live system forms. */
export async function findSystemFormValue(db: Db, merId: number, formId: number): Promise<string | undefined> {
  const { rows } = await sql<{ formValue: string }>`
    SELECT form_value FROM system_form WHERE id = ${formId} AND mer_id = ${merId} AND is_delete = 0`.execute(db);
  return rows[0]?.formValue;
}

export async function assertSystemForm(db: Db, merId: number, formId: number): Promise<void> {
  if ((await findSystemFormValue(db, merId, formId)) === undefined) throw refused("系统表单不存在");
}

/** The merchant's shipping template ids, oldest first (demo products are linked to them). */
export async function merchantShippingTemplateIds(db: Db, merId: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM shipping_templates WHERE mer_id = ${merId} ORDER BY id`.execute(db);
  return rows.map((r) => r.id);
}
