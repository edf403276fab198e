import { useSyncExternalStore } from "react";
import type { Location } from "react-router";
import { onSignOut } from "../../../providers/authProvider";
import { KEPT_PAGES } from "./keptPages";
import { closeAllTags, closeOtherTags, closeTag, openTag, type TagEntry } from "./tagsModel";

/** Open tabs survive a reload of the page (session storage), not a sign-out. */
export const TAGS_STORAGE_KEY = "MerMerAdmin_tagsView";

export interface TagsState {
  tags: readonly TagEntry[];
  /** Tags whose page is kept mounted while hidden, the one shown longest ago first. */
  mounted: ReadonlySet<string>;
  /** Pages with unsaved changes (`useUnsavedGuard`): never unmounted to make room. */
  dirty: ReadonlySet<string>;
  /** The address each page was last shown at, so a hidden page keeps its own. */
  locations: Readonly<Record<string, Location>>;
}

let affixTags: TagEntry[] = [];

function restore(): TagEntry[] {
  try {
    const saved = JSON.parse(sessionStorage.getItem(TAGS_STORAGE_KEY) ?? "[]") as TagEntry[];
    return Array.isArray(saved) ? saved.filter((tag) => typeof tag?.key === "string" && typeof tag.fullPath === "string") : [];
  } catch {
    return [];
  }
}

let state: TagsState = { tags: restore(), mounted: new Set(), dirty: new Set(), locations: {} };
const listeners = new Set<() => void>();

function set(next: Partial<TagsState>): void {
  state = { ...state, ...next };
  sessionStorage.setItem(TAGS_STORAGE_KEY, JSON.stringify(state.tags));
  for (const listener of listeners) listener();
}

const without = <T>(record: Readonly<Record<string, T>>, keys: (key: string) => boolean): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !keys(key)));

function keepOnly(tags: TagEntry[]): Partial<TagsState> {
  const kept = new Set(tags.map((tag) => tag.key));
  return {
    tags,
    mounted: new Set([...state.mounted].filter((key) => kept.has(key))),
    dirty: new Set([...state.dirty].filter((key) => kept.has(key))),
    locations: without(state.locations, (key) => !kept.has(key)),
  };
}

/** The kept pages once `key` is shown: it last, and the oldest clean ones dropped beyond KEPT_PAGES. */
function keptAfterShowing(key: string): Set<string> {
  const kept = [...state.mounted].filter((mounted) => mounted !== key).concat(key);
  for (let i = 0; kept.length > KEPT_PAGES && i < kept.length - 1; ) {
    if (state.dirty.has(kept[i])) i += 1;
    else kept.splice(i, 1);
  }
  return new Set(kept);
}

export { KEPT_PAGES };

export const tagsStore = {
  get: (): TagsState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The affix pages of the route table; they are always open, first. */
  setAffix(entries: TagEntry[]): void {
    affixTags = entries;
    let tags = [...state.tags];
    for (const entry of [...entries].reverse()) {
      if (!tags.some((tag) => tag.key === entry.key)) tags = [entry, ...tags];
    }
    if (tags.length !== state.tags.length) set({ tags });
  },
  /** Drops restored tabs whose page no longer exists (the route table changed since they were saved). */
  prune(exists: (key: string) => boolean): void {
    const tags = state.tags.filter((tag) => exists(tag.key));
    if (tags.length !== state.tags.length) set(keepOnly(tags));
  },
  /**
   * A page was shown: open or refresh its tag, remember its address, and keep it mounted as the
   * most recently shown; the least recently shown clean page goes when more than KEPT_PAGES are.
   */
  visit(entry: TagEntry, location: Location): void {
    const tags = openTag(state.tags, entry);
    const last = [...state.mounted].at(-1);
    const mounted = last === entry.key ? state.mounted : keptAfterShowing(entry.key);
    set({ tags, mounted, locations: { ...state.locations, [entry.key]: location } });
  },
  /** A page's unsaved changes began (true) or ended (false). */
  setDirty(key: string, dirty: boolean): void {
    if (state.dirty.has(key) === dirty) return;
    const next = new Set(state.dirty);
    if (dirty) next.add(key);
    else next.delete(key);
    set({ dirty: next });
  },
  /** A hidden page changed its own address (its query, say): remember it without showing the page. */
  relocate(key: string, location: Location): void {
    const index = state.tags.findIndex((tag) => tag.key === key);
    if (index < 0) return;
    const tags = [...state.tags];
    tags[index] = { ...tags[index], fullPath: location.pathname + location.search };
    set({ tags, locations: { ...state.locations, [key]: location } });
  },
  /** Closes a tag; its page unmounts. Returns where to go if it was the current page. */
  close(key: string): string | undefined {
    const { tags, next } = closeTag(state.tags, key);
    set(keepOnly(tags));
    return next;
  },
  closeOthers: (key: string) => set(keepOnly(closeOtherTags(state.tags, key))),
  closeAll: () => set(keepOnly(closeAllTags(state.tags))),
  /**
   * Refresh: the page is no longer kept, so while the console passes through /redirect it
   * unmounts, and it mounts afresh when shown again.
   */
  evict(key: string): void {
    if (!state.mounted.has(key)) return;
    set({ mounted: new Set([...state.mounted].filter((mountedKey) => mountedKey !== key)) });
  },
  /** Sign-out: every open tab is forgotten. */
  reset(): void {
    state = { tags: [...affixTags], mounted: new Set(), dirty: new Set(), locations: {} };
    sessionStorage.removeItem(TAGS_STORAGE_KEY);
    for (const listener of listeners) listener();
  },
};

onSignOut(() => tagsStore.reset());

export function useTags(): TagsState {
  return useSyncExternalStore(tagsStore.subscribe, tagsStore.get, tagsStore.get);
}
