import type { FormConf } from "./types";

/** A template's `content` text as a config; undefined when it is not a config (no `fields` list). */
export function parseFormConf(content: string): FormConf | undefined {
  try {
    const value = JSON.parse(content) as Partial<FormConf> | null;
    return value && Array.isArray(value.fields) ? (value as FormConf) : undefined;
  } catch {
    return undefined;
  }
}
