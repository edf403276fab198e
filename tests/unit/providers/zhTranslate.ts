import { bundleOf } from "../shell/i18n";

/** `translateNow` over the real zh-CN locale files, for modules tested without i18next. */
export function zhTranslate(key: string, vars: Record<string, unknown> = {}): string {
  let value: unknown = bundleOf("zh-CN");
  for (const part of key.split(".")) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== "string") return key;
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]));
}
