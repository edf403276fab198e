import type { CrudFilter } from "@refinedev/core";
import type { MarketingScope } from "./types";

/**
 * The product picker's search (spec doc 1 §2.3) in the fields `product/activity/search/page`
 * understands (contract §3.1 `ProductActivitySearchRequest`, §9: not cateId/keywords/type).
 */
export interface PickerSearch {
  name?: string;
  /** Platform category (the server includes its descendants). */
  categoryId?: number;
  /** Merchant category. */
  cateId?: number;
  /** 上架 = 1, 下架 = 0. */
  shelf?: 0 | 1;
}

export const PICKER_PAGE_SIZES = [10, 20, 30, 40];
export const SIMPLE_PICKER_PAGE_SIZES = [1, 2, 3, 4];

export function pickerFilters(search: PickerSearch): CrudFilter[] {
  return [
    { field: "name", operator: "eq", value: search.name?.trim() || undefined },
    { field: "categoryId", operator: "eq", value: search.categoryId },
    { field: "cateIds", operator: "eq", value: search.cateId },
    { field: "isShow", operator: "eq", value: search.shelf === undefined ? undefined : search.shelf === 1 },
  ];
}

/**
 * The same search for `product/marketing/search/page` (contract §3.1 `MerProductMarketingSearchRequest`:
 * one merchant category as `cateId`), scoped to a flash sale or a group buy.
 */
export function marketingFilters(search: PickerSearch, scope: MarketingScope): CrudFilter[] {
  return [
    { field: "name", operator: "eq", value: search.name?.trim() || undefined },
    { field: "categoryId", operator: "eq", value: search.categoryId },
    { field: "cateId", operator: "eq", value: search.cateId },
    { field: "isShow", operator: "eq", value: search.shelf === undefined ? undefined : search.shelf === 1 },
    { field: "marketingType", operator: "eq", value: scope.marketingType },
    { field: "activityId", operator: "eq", value: scope.activityId },
  ];
}

/** 最多选择N个: more chosen than allowed (a maximum of 0 means no limit). */
export const overMax = (count: number, max: number | undefined) => !!max && max > 0 && count > max;
