import "./tabCount.css";

interface TabCountProps {
  count: number;
  /** The count belongs to the last search: the new search's is on its way. */
  stale: boolean;
  testId: string;
}

/**
 * A status tab's count, e.g. (12). After a new search the last search's counts stay until the new
 * ones come: greyed and marked busy meanwhile, so nobody reads them as the new search's.
 */
export function TabCount({ count, stale, testId }: TabCountProps) {
  return (
    <span data-testid={testId} className={stale ? "tab-count-stale" : undefined} aria-busy={stale || undefined}>
      ({count})
    </span>
  );
}
