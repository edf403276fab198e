import { TAB, PRODUCT_TYPE_CODE } from "../../../src/enums/product";
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

/** The products resource's access actions (keys of its `meta.authorities`) each row action needs. */
const ROW_ACCESS = {
  view: ["show"],
  edit: ["show", "edit"],
  copy: ["show", "create"],
  up: ["up"],
  down: ["down"],
  quickStock: ["show", "quickStock"],
  freeEdit: ["show", "freeEdit"],
  submitAudit: ["submitAudit"],
  brokerage: ["setBrokerage"],
  freight: ["setFreight"],
  coupons: ["addCoupons"],
  recycle: ["delete"],
  restore: ["restore"],
  delete: ["delete"],
} as const satisfies Record<RowAction, readonly string[]>;

const BATCH_ACCESS = {
  up: "batchUp",
  down: "batchDown",
  recycle: "batchRecycle",
  restore: "batchRestore",
  delete: "batchDelete",
  submitAudit: "batchSubmitAudit",
  brokerage: "batchBrokerage",
  freight: "batchFreight",
  coupons: "batchCoupons",
} as const satisfies Record<BatchAction, string>;

export type ProductAccess = (typeof ROW_ACCESS)[RowAction][number] | (typeof BATCH_ACCESS)[BatchAction];
/** Every access action the list's row and batch actions ask about. */
export const LIST_ACCESS: readonly ProductAccess[] = [...new Set<ProductAccess>([...Object.values(ROW_ACCESS).flat(), ...Object.values(BATCH_ACCESS)])];
/** Whether the signed-in user may do a products access action. */
export type ProductCan = (action: ProductAccess) => boolean;

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

export function rowActions(tab: number, row: Pick<ProductRow, "isShow" | "type">, can: ProductCan): RowAction[] {
  return ROW_ACTION_ORDER.filter((a) => stateAllows(a, tab, row) && ROW_ACCESS[a].every(can));
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

export function batchActions(tab: number, can: ProductCan): BatchAction[] {
  return BATCH_ACTION_ORDER.filter((a) => BATCH_TABS[a].includes(tab) && can(BATCH_ACCESS[a]));
}
