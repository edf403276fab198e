import type { ProductActivityRow, ProductMarketingRow } from "../../../server/areas/product/contract";

/** A product chosen in the picker (`ProductActivityResponse`, with its SKUs in `attrValue`). */
export type ProductPick = ProductActivityRow;

/** A row of the marketing picker (`ProductMarketingResponse`, with its SKUs in `attrValue`). */
export type MarketingPick = ProductMarketingRow;

/** What both pickers' rows have: the columns the dialog shows and the SKUs. */
export type PickerRow = Pick<ProductActivityRow, "id" | "image" | "name" | "categoryName" | "price" | "stock" | "isShow" | "attrValue">;

/** Marketing mode: the products a flash sale (1, with its activity) or a group buy (2) may take. */
export interface MarketingScope {
  marketingType: 1 | 2;
  activityId?: number;
}

export interface ProductPickerProps<Row extends PickerRow = ProductPick> {
  open: boolean;
  /** Checkboxes instead of a radio. */
  multiple?: boolean;
  /** Most products in multiple mode; 0 or none = no limit. */
  max?: number;
  /** Products chosen before. */
  value?: Row[];
  onOk: (rows: Row[]) => void;
  /** Lists `product/marketing/search/page` for this scope instead (rows are `MarketingPick`). */
  marketing?: MarketingScope;
  onCancel: () => void;
}
