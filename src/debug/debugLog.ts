/** What the debug console shows: console output, page errors and failed requests. */
export type DebugKind = "log" | "info" | "warn" | "error" | "debug" | "request";

export interface DebugEntry {
  id: number;
  kind: DebugKind;
  time: number;
  text: string;
}

/** Entries kept; older ones drop off. */
export const DEBUG_LOG_LIMIT = 500;

let entries: readonly DebugEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function stringify(value: unknown): string {
  if (typeof value === "string") return value;
  if (value instanceof Error) return `${value.name}: ${value.message}${value.stack ? `\n${value.stack}` : ""}`;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

export const debugLog = {
  entries: (): readonly DebugEntry[] => entries,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  add(kind: DebugKind, args: readonly unknown[]): void {
    const entry = { id: nextId++, kind, time: Date.now(), text: args.map(stringify).join(" ") };
    entries = [...entries, entry].slice(-DEBUG_LOG_LIMIT);
    for (const listener of listeners) listener();
  },
  clear(): void {
    entries = [];
    for (const listener of listeners) listener();
  },
};
