import type { ProductActivityRow } from "../../../server/areas/product/contract";

/** A product chosen in the picker (`ProductActivityResponse`, with its SKUs in `attrValue`). */
export type ProductPick = ProductActivityRow;

export interface ProductPickerProps {
  open: boolean;
  /** Checkboxes instead of a radio. */
  multiple?: boolean;
  /** Most products in multiple mode; 0 or none = no limit. */
  max?: number;
  /** Products chosen before. */
  value?: ProductPick[];
  onOk: (rows: ProductPick[]) => void;
  onCancel: () => void;
}
