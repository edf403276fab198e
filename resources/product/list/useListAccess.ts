import { useCallback } from "react";
import { useAllowedEach } from "../../../src/access/useAllowed";
import { PRODUCT } from "../endpoints";
import { LIST_ACCESS, type ProductCan } from "./rowActions";

/** The list's row and batch permissions, asked once per list (not per row); stable while the answers stay. */
export function useListAccess(): ProductCan {
  const may = useAllowedEach(PRODUCT.products, LIST_ACCESS);
  return useCallback((action) => may[action], [may]);
}
