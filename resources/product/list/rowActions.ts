import { TAB, PRODUCT_TYPE_CODE } from "../../../src/enums/product";
import { AUTH } from "../area";
import type { ProductRow } from "../types";

/**
 * Which row actions a tab offers, mirroring the server's state rules (server/areas/product/
 * lifecycle.ts): data changes only off shelf and outside audit; settings only in the warehouse.
 */
export type RowAction =
  | "view"
  | "edit"
  | "copy"
  | "up"
  | "down"
  | "quickStock"
  | "freeEdit"
  | "submitAudit"
  | "brokerage"
  | "freight"
  | "coupons"
  | "recycle"
  | "restore"
  | "delete";

export type BatchAction = "up" | "down" | "recycle" | "restore" | "delete" | "submitAudit" | "brokerage" | "freight" | "coupons";

const ROW_AUTHORITY: Record<RowAction, string[]> = {
  view: [AUTH.info],
  edit: [AUTH.info, AUTH.update],
  copy: [AUTH.info, AUTH.save],
  up: [AUTH.up],
  down: [AUTH.down],
  quickStock: [AUTH.info, AUTH.quickStock],
  freeEdit: [AUTH.info, AUTH.freeEdit],
  submitAudit: [AUTH.submitAudit],
  brokerage: [AUTH.setBrokerage],
  freight: [AUTH.setFreight],
  coupons: [AUTH.addCoupons],
  recycle: [AUTH.delete],
  restore: [AUTH.restore],
  delete: [AUTH.delete],
};

const BATCH_AUTHORITY: Record<BatchAction, string> = {
  up: AUTH.batchUp,
  down: AUTH.batchDown,
  recycle: AUTH.batchRecycle,
  restore: AUTH.batchRestore,
  delete: AUTH.batchDelete,
  submitAudit: AUTH.batchSubmitAudit,
  brokerage: AUTH.batchBrokerage,
  freight: AUTH.batchFreight,
  coupons: AUTH.batchCoupons,
};

const PHYSICAL = (type: number) => type !== PRODUCT_TYPE_CODE.virtual && type !== PRODUCT_TYPE_CODE.cloudDisk && type !== PRODUCT_TYPE_CODE.cardSecret;

/** What a row's state allows, before permissions. */
function stateAllows(action: RowAction, tab: number, row: Pick<ProductRow, "isShow" | "type">): boolean {
  const inShop = tab !== TAB.recycle;
  const sellable = tab === TAB.onSale || tab === TAB.warehouse || tab === TAB.soldOut || tab === TAB.alert;
  const warehouse = sellable && !row.isShow;
  switch (action) {
    case "view":
      return true;
    case "edit":
      return inShop && tab !== TAB.auditing;
    case "copy":
      return inShop;
    case "up":
      return warehouse;
    case "down":
      return sellable && row.isShow;
    case "quickStock":
      // Any state outside the recycle bin and the platform's audit (server: lifecycle.ts).
      return (sellable || tab === TAB.rejected || tab === TAB.toSubmit) && row.type !== PRODUCT_TYPE_CODE.cardSecret;
    case "freeEdit":
      // Price, stock and categories of an audited product off shelf, without a new audit (the original offers it there).
      return warehouse;
    case "submitAudit":
      return tab === TAB.toSubmit;
    case "brokerage":
    case "coupons":
      return warehouse;
    case "freight":
      return warehouse && PHYSICAL(row.type);
    case "recycle":
      return inShop && !row.isShow;
    case "restore":
    case "delete":
      return tab === TAB.recycle;
  }
}

export const ROW_ACTION_ORDER: readonly RowAction[] = [
  "view",
  "edit",
  "copy",
  "up",
  "down",
  "quickStock",
  "freeEdit",
  "submitAudit",
  "brokerage",
  "freight",
  "coupons",
  "recycle",
  "restore",
  "delete",
];

export function rowActions(tab: number, row: Pick<ProductRow, "isShow" | "type">, can: (authority: string) => boolean): RowAction[] {
  return ROW_ACTION_ORDER.filter((a) => stateAllows(a, tab, row) && ROW_AUTHORITY[a].every(can));
}

const BATCH_TABS: Record<BatchAction, readonly number[]> = {
  up: [TAB.warehouse, TAB.soldOut, TAB.alert],
  down: [TAB.onSale, TAB.soldOut, TAB.alert],
  recycle: [TAB.warehouse, TAB.auditing, TAB.rejected, TAB.toSubmit],
  restore: [TAB.recycle],
  delete: [TAB.recycle],
  submitAudit: [TAB.toSubmit],
  brokerage: [TAB.warehouse],
  freight: [TAB.warehouse],
  coupons: [TAB.warehouse],
};

export const BATCH_ACTION_ORDER: readonly BatchAction[] = ["up", "down", "submitAudit", "brokerage", "freight", "coupons", "recycle", "restore", "delete"];

export function batchActions(tab: number, can: (authority: string) => boolean): BatchAction[] {
  return BATCH_ACTION_ORDER.filter((a) => BATCH_TABS[a].includes(tab) && can(BATCH_AUTHORITY[a]));
}
