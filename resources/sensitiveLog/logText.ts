/** A logged JSON text laid out for reading; text that is not JSON comes back as it is. */
export function prettyJson(text: string | null | undefined): string {
  const raw = (text ?? "").trim();
  if (!raw) return "";
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
}
