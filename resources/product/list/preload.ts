import { canDo } from "../../../providers/accessControl";
import { prefetchAction, prefetchTable, tableRequest, type PreloadContext } from "../../../src/boot/refineQueries";
import { AUTH } from "../area";
import { PRODUCT } from "../endpoints";
import { TAB_COUNTS_KEY } from "../shared/useRefreshProducts";
import { countsQuery, DEFAULT_TAB, PAGE_SIZES, tabFilter } from "./listQuery";

/** The product list's first rows and tab counts, asked at boot exactly as useProductList asks. */
export function preloadProductList(context: PreloadContext): void {
  const request = tableRequest(context, PRODUCT.products, { initialFilters: [tabFilter(DEFAULT_TAB)], pageSize: PAGE_SIZES[0] });
  if (canDo(AUTH.list)) void prefetchTable(context, request);
  const query = countsQuery(request.filters);
  if (canDo(AUTH.tabs)) void prefetchAction(context, [...TAB_COUNTS_KEY, query], { resource: PRODUCT.products, action: "tabs", query });
}
