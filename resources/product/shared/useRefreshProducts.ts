import { useCallback } from "react";
import { useInvalidate } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { PRODUCT } from "../endpoints";

/** The query key of the eight tab counts (so pages other than the list can refresh them). */
export const TAB_COUNTS_KEY = ["productTabCounts"] as const;

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
