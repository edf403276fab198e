import { useCallback } from "react";
import { useInvalidate } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { PRODUCT } from "../endpoints";
import { TAB_COUNTS_KEY } from "../list/listQuery";

/**
 * After a product was written elsewhere (the editor), the list kept open in its tab refetches
 * its rows, its counts and any product it showed.
 */
export function useRefreshProducts() {
  const invalidate = useInvalidate();
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      invalidate({ resource: PRODUCT.products, invalidates: ["list", "many", "detail"] }),
      client.invalidateQueries({ queryKey: TAB_COUNTS_KEY }),
    ]);
  }, [invalidate, client]);
}
