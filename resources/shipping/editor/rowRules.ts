/**
 * The rules of a template's rule rows (contract §3.9: quantities and fees at least 0.1, a
 * free-shipping amount at least 0, regions on every row but the default one), as pure
 * functions. The form fields use them, and so does the check of every row before saving —
 * the region table is virtual, so rows scrolled out of view have no mounted field.
 * Each returns a locale key, or undefined when the value is fine.
 */
import { APPOINT_CODE, SHIPPING_TYPE_CODE } from "../../../src/enums/shipping";
import type { Decimal, RegionPath, TemplateFormValues } from "./regionRules";

type Problem = string | undefined;

const blank = (v: Decimal | undefined) => v === null || v === undefined || String(v).trim() === "";

/** Pieces: a whole number from 1; kilograms and cubic metres: from 0.1. */
export function quantityProblem(type: number | undefined, value: Decimal | undefined): Problem {
  if (blank(value)) return "shipping.rules.quantity";
  const n = Number(value);
  if (type === SHIPPING_TYPE_CODE.piece || type === undefined) return Number.isInteger(n) && n >= 1 ? undefined : "shipping.rules.wholePieces";
  return Number.isFinite(n) && n >= 0.1 ? undefined : "shipping.rules.atLeastTenth";
}

export function priceProblem(value: Decimal | undefined): Problem {
  if (blank(value)) return "shipping.rules.price";
  const n = Number(value);
  return Number.isFinite(n) && n >= 0.1 ? undefined : "shipping.rules.atLeastTenth";
}

export function freePriceProblem(value: Decimal | undefined): Problem {
  if (blank(value)) return "shipping.rules.freePrice";
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? undefined : "shipping.rules.notNegative";
}

export const regionsProblem = (paths: readonly RegionPath[] | undefined): Problem => (paths?.length ? undefined : "shipping.rules.regions");

export interface RowProblem {
  list: "regionRules" | "freeRules";
  index: number;
  problem: string;
}

/** The first problem of any row the template sends, or undefined. */
export function firstRowProblem(values: TemplateFormValues): RowProblem | undefined {
  if (values.appoint === APPOINT_CODE.nationwide) return undefined;
  const custom = values.appoint === APPOINT_CODE.custom;
  for (const [index, row] of values.regionRules.entries()) {
    const problem =
      (custom && row.isDefault ? undefined : regionsProblem(row.regions)) ??
      quantityProblem(values.type, row.first) ??
      priceProblem(row.firstPrice) ??
      quantityProblem(values.type, row.renewal) ??
      priceProblem(row.renewalPrice);
    if (problem) return { list: "regionRules", index, problem };
  }
  if (!custom) return undefined;
  for (const [index, row] of values.freeRules.entries()) {
    const problem = (row.nationwide ? undefined : regionsProblem(row.regions)) ?? quantityProblem(values.type, row.number) ?? freePriceProblem(row.price);
    if (problem) return { list: "freeRules", index, problem };
  }
  return undefined;
}
