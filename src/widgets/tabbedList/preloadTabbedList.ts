import { allowedNow } from "../../../providers/accessControl";
import { prefetchAction, prefetchTable, tableRequest, type PreloadContext } from "../../boot/refineQueries";
import { PAGE_SIZES } from "../tablePagination";
import { filterQuery, readFilters, tabFilter } from "./listState";

interface TabbedListRequest<K extends string> {
  resource: string;
  tabField: string;
  tabs: readonly { value: string }[];
  fields: readonly K[];
}

/** A `useTabbedList` page's first rows and tab counts, asked at boot exactly as the hook asks. */
export function preloadTabbedList<K extends string>(context: PreloadContext, { resource, tabField, tabs, fields }: TabbedListRequest<K>): void {
  const request = tableRequest(context, resource, { initialFilters: [tabFilter(tabField, tabs[0]!.value)], pageSize: PAGE_SIZES[0] });
  if (allowedNow(resource, "list")) void prefetchTable(context, request);
  const query = filterQuery(readFilters(request.filters, fields), fields);
  if (allowedNow(resource, "counts")) void prefetchAction(context, [resource, "counts", query], { resource, action: "counts", query });
}
