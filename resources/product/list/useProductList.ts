import { useCallback, useMemo } from "react";
import { useCustom, useInvalidate } from "@refinedev/core";
import { useTable } from "@refinedev/antd";
import { useLatestCallback } from "../../../src/widgets/useLatestCallback";
import { PRODUCT } from "../endpoints";
import type { ProductRow, TabCount } from "../types";
import { countsQuery, DEFAULT_TAB, fromCrudFilters, PAGE_SIZES, TAB_COUNTS_KEY, tabFilter, tabOf, toCrudFilters, type ListFilterValues } from "./listQuery";
import { useAllowedEach } from "../../../src/access/useAllowed";

const NO_COUNTS: TabCount[] = [];

/**
 * The product list's state: rows of the current tab and page, the eight tab counts, all
 * kept in the address (tab, filters, page, size) and refreshed together after every action.
 */
export function useProductList() {
  const may = useAllowedEach(PRODUCT.products, ["list", "tabs"]);
  const table = useTable<ProductRow>({
    resource: PRODUCT.products,
    syncWithLocation: true,
    pagination: { pageSize: PAGE_SIZES[0] },
    filters: { initial: [tabFilter(DEFAULT_TAB)], defaultBehavior: "merge" },
    queryOptions: { enabled: may.list },
  });
  const { filters, setFilters, setCurrentPage, tableQuery, currentPage } = table;
  const tab = tabOf(filters);
  // Refine hands a new filters array on every render: key the derived values on their content.
  const filterKey = JSON.stringify(filters);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const values = useMemo(() => fromCrudFilters(filters), [filterKey]);
  const counts = useCustom<Record<string, unknown>>({
    url: "",
    method: "get",
    config: { query: countsQuery(filters) },
    meta: { resource: PRODUCT.products, action: "tabs" },
    queryOptions: { enabled: may.tabs, queryKey: [...TAB_COUNTS_KEY, countsQuery(filters)] },
  });
  // useCustom answers an empty object until the data arrives.
  const answer: unknown = counts.result.data;
  const tabCounts = useMemo(() => (Array.isArray(answer) ? (answer as TabCount[]) : NO_COUNTS), [answer]);

  const invalidate = useInvalidate();
  const refetchCounts = counts.query.refetch;
  /**
   * After an action: counts and rows again; a page emptied by the action steps back one. Every
   * tab's cached rows are out of date too (a product put on shelf joins 出售中): the shown ones
   * are fetched again, the others when their tab opens. Of stable identity, so the row actions
   * built on it (and the columns) stay the same.
   */
  const refresh = useLatestCallback((removed: number = 0) => {
    const shown = tableQuery.data?.data.length ?? 0;
    const stepBack = removed > 0 && removed >= shown && currentPage > 1;
    if (stepBack) setCurrentPage(currentPage - 1);
    void invalidate({
      resource: PRODUCT.products,
      invalidates: ["list"],
      invalidationFilters: { type: "all", refetchType: stepBack ? "none" : "active" },
    });
    void refetchCounts();
  });

  const setTab = useCallback(
    (next: number) => {
      setFilters([tabFilter(next)], "merge");
      setCurrentPage(1);
    },
    [setFilters, setCurrentPage],
  );

  const applyFilters = useCallback(
    (next: ListFilterValues) => {
      setFilters(toCrudFilters(next), "merge");
      setCurrentPage(1);
    },
    [setFilters, setCurrentPage],
  );

  return { table, tab, values, filterKey, tabCounts, countsStale: counts.query.isPlaceholderData, refresh, setTab, applyFilters };
}
