import { PRODUCT_TYPE_CODE } from "../../../../src/enums/product";
import type { NumericMode } from "../../../../src/widgets/numeric";
import type { SkuField } from "./skuModel";

export type SkuColumnKind = "image" | "number" | "text" | "cdkey";

export interface SkuColumn {
  field: SkuField;
  /** Locale key of the header. */
  title: string;
  width: number;
  kind: SkuColumnKind;
  mode?: NumericMode;
  /** Filled by the batch row too. */
  batch: boolean;
  required?: boolean;
  /** Shown but not editable (the list's audit-free edit changes only some columns). */
  readOnly?: boolean;
}

export interface SkuColumnOptions {
  productType: number;
  /** Individual commission: the brokerage columns show. */
  isSub: boolean;
  /** Paid-member product: the member price shows. */
  paidMember: boolean;
}

/** The value columns of the SKU table (and of its batch row), by product type and switches. */
export function skuColumns({ productType, isSub, paidMember }: SkuColumnOptions): SkuColumn[] {
  const physical = productType === PRODUCT_TYPE_CODE.normal;
  const cards = productType === PRODUCT_TYPE_CODE.cardSecret;
  const columns: (SkuColumn | false)[] = [
    { field: "image", title: "product.sku.image", width: 72, kind: "image", batch: true, required: true },
    { field: "price", title: "product.sku.price", width: 110, kind: "number", mode: 2, batch: true, required: true },
    paidMember && { field: "vipPrice", title: "product.sku.vipPrice", width: 110, kind: "number", mode: 2, batch: true, required: true },
    { field: "cost", title: "product.sku.cost", width: 110, kind: "number", mode: 2, batch: true, required: true },
    { field: "otPrice", title: "product.sku.otPrice", width: 110, kind: "number", mode: 2, batch: true, required: true },
    cards
      ? { field: "cdkeyId", title: "product.sku.cdkey", width: 200, kind: "cdkey", batch: false, required: true }
      : { field: "stock", title: "product.sku.stock", width: 100, kind: "number", mode: 0, batch: true, required: true },
    productType === PRODUCT_TYPE_CODE.cloudDisk && { field: "expand", title: "product.sku.expand", width: 220, kind: "text", batch: true, required: true },
    physical && { field: "weight", title: "product.sku.weight", width: 100, kind: "number", mode: 2, batch: true },
    physical && { field: "volume", title: "product.sku.volume", width: 100, kind: "number", mode: 2, batch: true },
    isSub && { field: "brokerage", title: "product.sku.brokerage", width: 100, kind: "number", mode: 0, batch: true },
    isSub && { field: "brokerageTwo", title: "product.sku.brokerageTwo", width: 100, kind: "number", mode: 0, batch: true },
    { field: "barCode", title: "product.sku.barCode", width: 140, kind: "text", batch: false },
    { field: "itemNumber", title: "product.sku.itemNumber", width: 140, kind: "text", batch: false },
  ];
  return columns.filter((c): c is SkuColumn => !!c);
}
