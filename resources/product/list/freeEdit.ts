import { PRODUCT_TYPE_CODE } from "../../../src/enums/product";
import type { SkuColumn } from "../editor/sku/skuColumns";
import type { SkuProblem } from "../editor/sku/skuRules";
import { cellValid } from "../editor/sku/skuRules";
import type { SkuRow } from "../editor/sku/skuModel";

/**
 * The list's audit-free edit (`product/review/free/edit`, contract §3.1): the merchant categories
 * and each SKU's price and stock, a cloud product's links and a card-secret product's libraries
 * (whose unused secrets are the stock). Pure: the columns, the checks and the body.
 */

export interface FreeEditBody {
  id: number;
  cateId: string;
  attrValue: Array<{ id: number; stock: number; price: string; expand?: string; cdkeyId?: number }>;
}

/** The SKU table's columns in the dialog: the picture to recognise a SKU, then what may change. */
export function freeEditColumns(productType: number): SkuColumn[] {
  const cards = productType === PRODUCT_TYPE_CODE.cardSecret;
  const columns: (SkuColumn | false)[] = [
    { field: "image", title: "product.sku.image", width: 72, kind: "image", batch: false, readOnly: true },
    { field: "price", title: "product.sku.price", width: 130, kind: "number", mode: 2, batch: false, required: true },
    cards && { field: "cdkeyId", title: "product.sku.cdkey", width: 220, kind: "cdkey", batch: false, required: true },
    { field: "stock", title: "product.sku.stock", width: 120, kind: "number", mode: 0, batch: false, required: !cards, readOnly: cards },
    productType === PRODUCT_TYPE_CODE.cloudDisk && { field: "expand", title: "product.sku.expand", width: 260, kind: "text", batch: false, required: true },
  ];
  return columns.filter((c): c is SkuColumn => !!c);
}

/** The first value the server would refuse, in table order (messages of the editor's SKU rules). */
export function firstFreeEditProblem(rows: readonly SkuRow[], productType: number): SkuProblem | undefined {
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index];
    if (!cellValid("price", row.price)) return { index, field: "price", message: "product.editor.sku.errors.money" };
    if (productType === PRODUCT_TYPE_CODE.cardSecret) {
      if (!row.cdkeyId) return { index, field: "cdkeyId", message: "product.editor.sku.errors.cdkey" };
    } else if (!cellValid("stock", row.stock)) return { index, field: "stock", message: "product.editor.sku.errors.stock" };
    if (productType === PRODUCT_TYPE_CODE.cloudDisk && !row.expand.trim()) return { index, field: "expand", message: "product.editor.sku.errors.cloud" };
  }
  return undefined;
}

export function freeEditBody(id: number, cateIds: readonly number[], rows: readonly SkuRow[], productType: number): FreeEditBody {
  return {
    id,
    cateId: cateIds.join(","),
    attrValue: rows.map((row) => ({
      id: row.id ?? 0,
      stock: Number(row.stock),
      price: row.price.trim(),
      ...(productType === PRODUCT_TYPE_CODE.cloudDisk ? { expand: row.expand.trim() } : {}),
      ...(productType === PRODUCT_TYPE_CODE.cardSecret && row.cdkeyId ? { cdkeyId: row.cdkeyId } : {}),
    })),
  };
}
