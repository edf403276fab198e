import type { CrudFilter } from "@refinedev/core";
import type { UserSearchType, UserSearchValue } from "../../../src/widgets/userSearch";
import { EMPTY_USER_SEARCH, USER_SEARCH_TYPES, userSearchQuery } from "../../../src/widgets/userSearch";

/** The filter form of the customer list (MerchantUserSearchRequest, contract §3.13). */
export interface CustomerSearchValues {
  registerType?: string;
  sex?: number;
  /** "" (all), a shortcut keyword or a "yyyy-MM-dd,yyyy-MM-dd" range. */
  dateLimit?: string;
  user?: UserSearchValue;
}

const eq = (field: string, value: unknown): CrudFilter => ({ field, operator: "eq", value });

/** Form → Refine filters (kept in the address); a blank field is an empty filter, so merging removes it. */
export function toCustomerFilters(values: CustomerSearchValues): CrudFilter[] {
  const user = userSearchQuery(values.user);
  return [
    eq("registerType", values.registerType || undefined),
    eq("sex", values.sex ?? undefined),
    eq("dateLimit", values.dateLimit || undefined),
    eq("searchType", user.searchType),
    eq("content", user.content),
  ];
}

/** Refine filters (read back from the address as text) → form, so a reload shows what is filtered. */
export function fromCustomerFilters(filters: readonly CrudFilter[]): CustomerSearchValues {
  const valueOf = (field: string) => {
    const found = filters.find((f) => "field" in f && f.field === field)?.value;
    return found === undefined || found === null || found === "" ? undefined : String(found);
  };
  const sex = valueOf("sex");
  const type = valueOf("searchType");
  const content = valueOf("content");
  return {
    registerType: valueOf("registerType"),
    sex: sex === undefined ? undefined : Number(sex),
    dateLimit: valueOf("dateLimit") ?? "",
    user: content
      ? { searchType: (USER_SEARCH_TYPES as readonly string[]).includes(type ?? "") ? (type as UserSearchType) : "all", content }
      : EMPTY_USER_SEARCH,
  };
}
