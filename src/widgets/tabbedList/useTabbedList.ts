import { useCallback, useMemo } from "react";
import { useCustom, useInvalidate, type BaseRecord } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTable } from "@refinedev/antd";
import { useAllowedEach } from "../../access/useAllowed";
import { PAGE_SIZES } from "../tablePagination";
import { useLatestCallback } from "../useLatestCallback";
import { filterQuery, readFilters, tabFilter, writeFilters, type FilterValues } from "./listState";
import { tabOf } from "./tabs";

interface TabbedListOptions<K extends string> {
  resource: string;
  /** The filter that is the tab (`status`, `refundStatus`). */
  tabField: string;
  tabs: readonly { value: string }[];
  /** The other filters. */
  fields: readonly K[];
}

/**
 * A list with status tabs and their counts (orders, after-sales): tab, filters, page and size
 * in the address; rows and counts refreshed together after every action.
 */
export function useTabbedList<Row extends BaseRecord, K extends string>({ resource, tabField, tabs, fields }: TabbedListOptions<K>) {
  const may = useAllowedEach(resource, ["list", "counts"]);
  const table = useTable<Row>({
    resource,
    syncWithLocation: true,
    pagination: { pageSize: PAGE_SIZES[0] },
    filters: { initial: [tabFilter(tabField, tabs[0]!.value)], defaultBehavior: "merge" },
    queryOptions: { enabled: may.list },
  });
  const { filters, setFilters, setCurrentPage } = table;
  // Refine hands a new filters array on every render: key the derived values on their content.
  const filterKey = JSON.stringify(filters);
  /* eslint-disable react-hooks/exhaustive-deps */
  const values = useMemo(() => readFilters(filters, fields), [filterKey]);
  const tab = useMemo(() => tabOf(tabs, readFilters(filters, [tabField])[tabField]).value, [filterKey]);
  /* eslint-enable react-hooks/exhaustive-deps */
  const query = useMemo(() => filterQuery(values, fields), [values, fields]);
  const counts = useCustom<Record<string, number>>({
    url: "",
    method: "get",
    config: { query },
    meta: { resource, action: "counts" },
    queryOptions: { enabled: may.counts, queryKey: [resource, "counts", query] },
  });

  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  // After an action every tab's and filter's rows and counts are out of date, not only those shown:
  // the shown ones load again now, the others when they are shown again.
  const refresh = useLatestCallback(() => {
    void invalidate({ resource, invalidates: ["list"] });
    void queryClient.invalidateQueries({ queryKey: [resource, "counts"] });
  });
  const setTab = useCallback(
    (next: string) => {
      setFilters([tabFilter(tabField, next)], "merge");
      setCurrentPage(1);
    },
    [setFilters, setCurrentPage, tabField],
  );
  const applyFilters = useCallback(
    (next: FilterValues<K>) => {
      setFilters(writeFilters(next, fields), "merge");
      setCurrentPage(1);
    },
    [setFilters, setCurrentPage, fields],
  );
  return { table, tab, values, query, counts: counts.result.data, countsStale: counts.query.isPlaceholderData, refresh, setTab, applyFilters };
}
