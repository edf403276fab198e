import { keepPreviousData, QueryClient, type Query, type QueryKey } from "@tanstack/react-query";

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

/**
 * Only the boot's own answer (the query's first) is fresh for a while: every later answer of
 * the key is as stale as any other query's, so coming back to a list refetches it (a CI run
 * showed a tab's rows from boot after an action elsewhere had changed them).
 */
const bootAnswerFresh = (query: Query) => (query.state.dataUpdateCount <= 1 ? BOOT_FRESH_MS : 0);

/** Settles once `done` holds, checked now and after every change in the query cache. */
function whenCache(done: () => boolean): Promise<void> {
  const cache = queryClient.getQueryCache();
  return new Promise((resolve) => {
    if (done()) return resolve();
    const stop = cache.subscribe(() => {
      if (!done()) return;
      stop();
      resolve();
    });
  });
}

/** Settles once no query is fetching (at once if none is). */
export function fetchesSettled(): Promise<void> {
  return whenCache(() => !queryClient.isFetching());
}

/**
 * Runs `start` and settles once the queries it set fetching are done (at once if it started
 * none): unlike `fetchesSettled`, requests of other pages in flight meanwhile do not hold it.
 */
export function fetchesStartedBy(start: () => unknown): Promise<void> {
  const cache = queryClient.getQueryCache();
  const before = new Set(cache.findAll({ fetchStatus: "fetching" }));
  start();
  const started = cache.findAll({ fetchStatus: "fetching" }).filter((query) => !before.has(query));
  return whenCache(() => started.every((query) => query.state.fetchStatus !== "fetching"));
}

/**
 * Starts one query of the page about to open, under its exact key, unless it was asked before:
 * a page opened again asks for its rows itself when it mounts, as every page does, and shows
 * the ones it had meanwhile.
 */
export function prefetch(queryKey: QueryKey, queryFn: () => Promise<unknown>): Promise<void> {
  if (queryClient.getQueryState(queryKey)) return Promise.resolve();
  queryClient.setQueryDefaults(queryKey, { staleTime: bootAnswerFresh });
  return queryClient.prefetchQuery({ queryKey, queryFn, staleTime: BOOT_FRESH_MS });
}
