/**
 * A horizontal bar chart drawn with plain elements: a label, a bar as long as its share of the
 * largest value, the value. Loaded lazily with the ranking it draws.
 */
export interface Bar {
  key: string | number;
  label: string;
  /** Bar length in any unit (cents, views). */
  amount: number;
  /** What is written after the bar. */
  display: string;
}

export default function BarChart({ bars, colour, testId }: { bars: readonly Bar[]; colour: string; testId: string }) {
  const max = Math.max(1, ...bars.map((b) => b.amount));
  return (
    <ol
      style={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gridTemplateColumns: "20px minmax(0, 2fr) minmax(0, 3fr) auto", alignItems: "center", gap: "8px 8px" }}
      data-testid={testId}
    >
      {bars.map((bar, index) => (
        // One row of the list's grid, so every bar starts and ends at the same place.
        <li key={bar.key} title={`${bar.label}: ${bar.display}`} style={{ display: "contents" }}>
          <span style={{ color: index < 3 ? colour : "var(--ant-color-text-tertiary)", fontWeight: 600 }}>{index + 1}</span>
          <span style={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }} data-testid="bar-label">
            {bar.label}
          </span>
          <svg viewBox="0 0 100 10" preserveAspectRatio="none" height={12} width="100%" aria-hidden>
            <rect x={0} y={0} width={100} height={10} rx={2} fill="var(--ant-color-fill-tertiary)" />
            <rect x={0} y={0} width={(bar.amount / max) * 100} height={10} rx={2} fill={colour} />
          </svg>
          <span style={{ fontVariantNumeric: "tabular-nums" }} data-testid="bar-value">
            {bar.display}
          </span>
        </li>
      ))}
    </ol>
  );
}
