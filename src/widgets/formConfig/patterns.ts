/**
 * Regular expressions as the form configs write them (`"/^wx[0-9a-f]{16}$/"`), turned into
 * RegExp without evaluating code. Text without slashes is taken as the body.
 */
const LITERAL = /^\/(.*)\/([dgimsuy]*)$/s;

export function parsePattern(text: string | RegExp | undefined | null): RegExp | undefined {
  if (text instanceof RegExp) return text;
  if (!text) return undefined;
  const literal = LITERAL.exec(text.trim());
  try {
    // `g` and `y` make test() stateful: drop them for validation.
    return literal ? new RegExp(literal[1]!, literal[2]!.replace(/[gy]/g, "")) : new RegExp(text);
  } catch {
    return undefined;
  }
}
