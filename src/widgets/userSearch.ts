/**
 * The rules of the user search input (spec doc 1 §2.3, §5; contract §3.24): a search type
 * (all, uid, phone, nickname) and its content. For uid and phone only digits are kept and
 * a value above 99999999999 is cleared; changing the type clears the content.
 */
export const USER_SEARCH_TYPES = ["all", "uid", "phone", "nickname"] as const;
export type UserSearchType = (typeof USER_SEARCH_TYPES)[number];

export interface UserSearchValue {
  searchType: UserSearchType;
  content: string;
}

export const EMPTY_USER_SEARCH: UserSearchValue = { searchType: "all", content: "" };

/** Phone and uid searches hold at most 11 digits (spec doc 1 §9). */
export const MAX_NUMERIC_CONTENT = 99999999999;

const numericTypes: readonly UserSearchType[] = ["uid", "phone"];
export const isNumericType = (type: UserSearchType) => numericTypes.includes(type);

/** What is kept of typed text under a search type. */
export function cleanContent(type: UserSearchType, raw: string): string {
  if (!isNumericType(type)) return raw;
  const digits = raw.replace(/[^0-9]/g, "");
  return digits && Number(digits) > MAX_NUMERIC_CONTENT ? "" : digits;
}

/** A new type starts with empty content. */
export const withType = (searchType: UserSearchType): UserSearchValue => ({ searchType, content: "" });

export const withContent = (value: UserSearchValue, raw: string): UserSearchValue => ({
  searchType: value.searchType,
  content: cleanContent(value.searchType, raw),
});

/** The `searchType` + `content` query of `user/list`; nothing when the content is blank. */
export function userSearchQuery(value: UserSearchValue | undefined): Partial<UserSearchValue> {
  const content = value?.content.trim() ?? "";
  return content ? { searchType: value!.searchType, content } : {};
}
