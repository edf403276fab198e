/** An attachment size (bytes, sent as text) for the list view: B, KB or MB with one decimal. */
export function formatSize(bytes: string | number): string {
  const value = Number(bytes);
  if (!Number.isFinite(value) || value < 0) return String(bytes);
  if (value < 1024) return `${value} B`;
  if (value < 1024 * 1024) return `${(value / 1024).toFixed(1)} KB`;
  return `${(value / 1024 / 1024).toFixed(1)} MB`;
}
