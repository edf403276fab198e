import { allowedNow } from "../../../providers/accessControl";
import { prefetchAction, prefetchTable, tableRequest, type PreloadContext } from "../../../src/boot/refineQueries";
import { PRODUCT } from "../area";
import { countsQuery, DEFAULT_TAB, PAGE_SIZES, TAB_COUNTS_KEY, tabFilter } from "./listQuery";

/** The product list's first rows and tab counts, asked at boot exactly as useProductList asks. */
export function preloadProductList(context: PreloadContext): void {
  const request = tableRequest(context, PRODUCT.products, { initialFilters: [tabFilter(DEFAULT_TAB)], pageSize: PAGE_SIZES[0] });
  if (allowedNow(PRODUCT.products, "list")) void prefetchTable(context, request);
  const query = countsQuery(request.filters);
  if (allowedNow(PRODUCT.products, "tabs")) void prefetchAction(context, [...TAB_COUNTS_KEY, query], { resource: PRODUCT.products, action: "tabs", query });
}
