import { Spin, type SpinProps } from "antd";

/** What a quick answer may take before a loading list dims its rows. */
export const DIM_AFTER_MS = 300;

/** The first load's spinner. */
const FIRST_LOAD = <Spin style={{ display: "block", padding: "32px 0" }} />;

/**
 * A list's loading look. The first load shows a spinner in the empty body; later loads (page
 * turns, filters) dim the shown rows only once the answer has taken longer than DIM_AFTER_MS,
 * so a quick answer does not flicker. Measured (issue 4): the dimming sets inherited styles on
 * the container of every row, and lifting it as the rows arrived made the browser restyle all
 * of them a second time before they could be shown.
 */
export function listLoading(hasRows: boolean, loading: boolean): { loading: boolean | SpinProps; emptyText?: React.ReactNode } {
  if (!hasRows && loading) return { loading: false, emptyText: FIRST_LOAD };
  return { loading: { spinning: loading, delay: DIM_AFTER_MS } };
}
