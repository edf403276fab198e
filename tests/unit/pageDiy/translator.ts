import type { TFunction } from "i18next";

/** A translate function over one language's pageDiy file (keys below `pageDiy.`), with {{var}} filled. */
export const translator = (file: Record<string, unknown>) =>
  ((key: string, vars: Record<string, unknown> = {}) => {
    const value = key
      .replace(/^pageDiy\./, "")
      .split(".")
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        file,
      );
    if (typeof value !== "string") throw new Error(`missing locale key ${key}`);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String(vars[name] ?? ""),
    );
  }) as unknown as TFunction;
