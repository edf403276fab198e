import { keepPreviousData, QueryClient, type QueryKey } from "@tanstack/react-query";

/**
 * The console's one react-query client, made before Refine so the boot step (src/boot/) can
 * start a page's first requests under the keys the page will ask with. Refine's own defaults
 * (previous data kept while the next loads, no refetch on focus), and no retries.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, placeholderData: keepPreviousData } },
});

/**
 * How long an answer fetched at boot counts as fresh: the page mounting a moment later adopts
 * it instead of asking again (react-query refetches a stale query on mount).
 */
export const BOOT_FRESH_MS = 10_000;

/** Starts one query of the page about to open, under its exact key. */
export function prefetch(queryKey: QueryKey, queryFn: () => Promise<unknown>): Promise<void> {
  queryClient.setQueryDefaults(queryKey, { staleTime: BOOT_FRESH_MS });
  return queryClient.prefetchQuery({ queryKey, queryFn, staleTime: BOOT_FRESH_MS });
}
