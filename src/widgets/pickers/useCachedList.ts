import { useEffect, useSyncExternalStore } from "react";
import { useQuery } from "@tanstack/react-query";
import { useDataProvider } from "@refinedev/core";
import { useAllowed } from "../../access/useAllowed";

/**
 * A catalogue list kept in localStorage under the original console's key (login clears
 * those keys, spec doc 1 §4), loaded through the data provider when missing.
 * `refreshCachedList(key)` forgets it everywhere (after the merchant changed the catalogue).
 */
const EMPTY: never[] = [];
const versions = new Map<string, number>();
/** When each key was last written from an answer (so a remount does not write an old answer back). */
const written = new Map<string, number>();
const listeners = new Set<() => void>();

export function refreshCachedList(storageKey: string): void {
  localStorage.removeItem(storageKey);
  versions.set(storageKey, (versions.get(storageKey) ?? 0) + 1);
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function readCache<T>(storageKey: string | undefined): T | undefined {
  if (!storageKey) return undefined;
  try {
    const text = localStorage.getItem(storageKey);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

export interface CachedListOptions<T> {
  /** localStorage key; none = not kept across pages. */
  storageKey?: string;
  resource: string;
  action: string;
  query?: Record<string, unknown>;
  /** Turns the answer into the kept list (e.g. a page's `list`). */
  pick?: (data: unknown) => T[];
  enabled?: boolean;
}

export function useCachedList<T>({ storageKey, resource, action, query, pick, enabled = true }: CachedListOptions<T>) {
  const dataProvider = useDataProvider();
  const version = useSyncExternalStore(subscribe, () => (storageKey ? (versions.get(storageKey) ?? 0) : 0));
  // A user who may not make the call asks nothing (and sees no error).
  const allowed = useAllowed(resource, action);
  const result = useQuery({
    queryKey: ["cachedList", resource, action, query ?? {}, storageKey ?? "", version],
    enabled: enabled && allowed,
    staleTime: storageKey ? Infinity : 30_000,
    initialData: () => readCache<T[]>(storageKey),
    queryFn: async () => {
      const { data } = await dataProvider().custom!({ url: "", method: "get", query, meta: { resource, action } });
      return pick ? pick(data) : ((data as T[] | null) ?? []);
    },
  });
  const { data, isFetched, isFetching, dataUpdatedAt, refetch } = result;
  useEffect(() => {
    if (!storageKey || !data) return;
    if (isFetched && written.get(storageKey) !== dataUpdatedAt) {
      written.set(storageKey, dataUpdatedAt);
      localStorage.setItem(storageKey, JSON.stringify(data));
    } else if (localStorage.getItem(storageKey) === null && !isFetching) {
      // Someone forgot the kept copy (sign-in, another page's save): read it again.
      void refetch();
    }
  }, [storageKey, data, isFetched, isFetching, dataUpdatedAt, refetch]);
  return {
    list: (result.data ?? EMPTY) as T[],
    loading: result.isFetching,
    allowed,
    refresh: () => (storageKey ? refreshCachedList(storageKey) : void result.refetch()),
  };
}

/** `CommonPage.list`. */
export const pageList = <T>(data: unknown): T[] => ((data as { list?: T[] } | null)?.list ?? []) as T[];
