/**
 * Hutool's `URLUtil.decode(text)` (UTF-8), which the CRMEB backend runs over most free-text search
 * parameters after Spring has decoded the query string once (the list of those parameters is in
 * the README, "Search text decoded twice"): `%XX` → the byte XX, `+` → a space, a `%` without two
 * hex digits after it stays as it is, and the bytes are read as UTF-8 (a broken sequence becomes
 * U+FFFD, as Java's `new String(bytes, UTF_8)` does). It never throws.
 */
const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8"); // not fatal: bad bytes become U+FFFD

const hexValue = (code: number): number => {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code >= 0x41 && code <= 0x46) return code - 0x41 + 10;
  if (code >= 0x61 && code <= 0x66) return code - 0x61 + 10;
  return -1;
};

export function decodeLikeHutool(text: string): string {
  if (!text.includes("%") && !text.includes("+")) return text;
  // The text's own UTF-8 bytes, with escapes and plus signs replaced, read back as UTF-8.
  const source = encoder.encode(text);
  const bytes = new Uint8Array(source.length);
  let length = 0;
  for (let i = 0; i < source.length; i++) {
    const byte = source[i]!;
    if (byte === 0x2b) {
      bytes[length++] = 0x20;
      continue;
    }
    if (byte === 0x25 && i + 2 < source.length) {
      const high = hexValue(source[i + 1]!);
      const low = hexValue(source[i + 2]!);
      if (high >= 0 && low >= 0) {
        bytes[length++] = (high << 4) + low;
        i += 2;
        continue;
      }
    }
    bytes[length++] = byte;
  }
  return decoder.decode(bytes.subarray(0, length));
}
