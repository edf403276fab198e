/**
 * The `title` of a shipping template's region and free-shipping rules (contract §3.9), as the
 * original console writes it and the backend reads it: a JSON array of the region cascader's leaf
 * paths over `city/region/city/tree`, `[0, province, city, district]` (`[0, province, leaf]` where
 * the leaf has no districts). The backend takes the third number of every path as a city id
 * (`getInteger(2)`); the default row is `[[0,0]]`. Browser-safe: the console writes and reads the
 * same shape.
 */

export interface RegionNode {
  regionId: number;
  child?: readonly RegionNode[] | null;
}

/** The country's id, the first number of every path (and the default row's region). */
export const COUNTRY_REGION_ID = 0;
/** The title of a template's default row and of a nationwide free-shipping row. */
export const DEFAULT_REGION_TITLE = "[[0,0]]";

/** The leaf paths under `node`, each starting with `ancestors` (the country and the province above it). */
export function leafPaths(ancestors: readonly number[], node: RegionNode): number[][] {
  const path = [...ancestors, node.regionId];
  const children = node.child ?? [];
  return children.length ? children.flatMap((c) => leafPaths(path, c)) : [path];
}

/**
 * The paths of a title answered either way: a JSON array of paths (as saved), or the backend's
 * info answer, where the paths of a rule's rows are joined with commas (`[..],[..]`, a row without
 * a path reading `null`). Anything else gives no paths.
 */
export function parseTitlePaths(title: string | null | undefined): number[][] {
  const text = (title ?? "").trim();
  if (!text) return [];
  for (const candidate of [text, `[${text}]`]) {
    try {
      const parsed: unknown = JSON.parse(candidate);
      if (!Array.isArray(parsed)) continue;
      const paths = parsed.filter((p): p is unknown[] => Array.isArray(p));
      if (candidate === text && parsed.length && !paths.length) continue; // one path alone: "[0,1,2,3]"
      return paths.map((p) => p.map(Number).filter((n) => Number.isFinite(n)));
    } catch {
      // try the next reading
    }
  }
  return [];
}
