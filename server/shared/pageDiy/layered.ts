/**
 * One configuration laid over another, key by key: objects keep the keys of both (what `over`
 * has wins), anything else comes from `over` when it is of the same kind as in `base`. The
 * designer lays a stored component over its widget's defaults (what is missing or of another
 * kind takes the default; keys the designer does not know stay); the seeds lay their content
 * over the defaults.
 */
const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === "object" && !Array.isArray(v);

const kindOf = (v: unknown) =>
  v === null ? "null" : Array.isArray(v) ? "array" : typeof v;

export function layered<T>(base: T, over: unknown): T {
  if (isObject(base) && isObject(over)) {
    const out: Record<string, unknown> = { ...over };
    for (const [key, value] of Object.entries(base))
      out[key] = Object.hasOwn(over, key) ? layered(value, over[key]) : value;
    return out as T;
  }
  // A default of null (a tab not set up yet) takes whatever was stored.
  if (base === null || base === undefined)
    return (over === undefined ? base : over) as T;
  return (kindOf(over) === kindOf(base) ? over : base) as T;
}
