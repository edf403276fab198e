/**
 * The history tabs (tags view) as pure list operations: each opened page is one tag keyed by
 * its path; `affix` tags (the dashboard) survive closing others and closing all.
 */
export interface TagEntry {
  /** The page's path without query: one tag per path. */
  key: string;
  /** Path with query, to return to the page as it was left. */
  fullPath: string;
  affix: boolean;
  /** Re-mounts each time it is shown again instead of staying mounted. */
  noCache: boolean;
}

/** Adds a tag, or refreshes the stored address of an open one (the list keeps its order). */
export function openTag(tags: readonly TagEntry[], entry: TagEntry): TagEntry[] {
  const index = tags.findIndex((tag) => tag.key === entry.key);
  if (index < 0) return [...tags, entry];
  const existing = tags[index];
  if (existing.fullPath === entry.fullPath && existing.affix === entry.affix && existing.noCache === entry.noCache) return [...tags];
  const next = [...tags];
  next[index] = { ...existing, fullPath: entry.fullPath, affix: existing.affix || entry.affix, noCache: entry.noCache };
  return next;
}

/**
 * Closes one tag (never an affix one). `next` is where to go when the closed tag was the
 * current page: its right neighbour, else its left one.
 */
export function closeTag(tags: readonly TagEntry[], key: string): { tags: TagEntry[]; next?: string } {
  const index = tags.findIndex((tag) => tag.key === key);
  if (index < 0 || tags[index].affix) return { tags: [...tags] };
  const rest = tags.filter((tag) => tag.key !== key);
  const neighbour = rest[index] ?? rest[index - 1];
  return { tags: rest, next: neighbour?.fullPath };
}

/** Keeps the affix tags and the given one. */
export const closeOtherTags = (tags: readonly TagEntry[], key: string): TagEntry[] => tags.filter((tag) => tag.affix || tag.key === key);

/** Keeps the affix tags only. */
export const closeAllTags = (tags: readonly TagEntry[]): TagEntry[] => tags.filter((tag) => tag.affix);
