/** Longest keyword a tag may hold (spec doc 2 §9). */
export const KEYWORD_MAX_LENGTH = 32;

export type KeywordRejection = "empty" | "tooLong" | "duplicate";

/** Why a typed keyword cannot be added, or undefined when it can. */
export function keywordRejection(list: readonly string[], text: string): KeywordRejection | undefined {
  const keyword = text.trim();
  if (!keyword) return "empty";
  if (keyword.length > KEYWORD_MAX_LENGTH) return "tooLong";
  if (list.includes(keyword)) return "duplicate";
  return undefined;
}

/** The list with the trimmed keyword added; the same list when it is empty, too long or already there. */
export function addKeyword(list: readonly string[], text: string): string[] {
  return keywordRejection(list, text) ? [...list] : [...list, text.trim()];
}
