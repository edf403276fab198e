import { pageList, useCachedList } from "../../../src/widgets/pickers/useCachedList";
import { AUTH } from "../authorities";
import { PRODUCT } from "../endpoints";
import type { Brand, Guarantee, GuaranteeGroup, ShippingTemplateOption, SystemFormOption, UnrelatedLibrary, UsableCoupon } from "../types";

/** Lists the product pages choose from; each is requested only when the user may read it. */
export const CACHE_KEYS = {
  shippingTemplates: "MerMerAdmin_shippingTemplates",
  systemForms: "MerMerAdmin_systemFormList",
} as const;

const ALL = { page: 1, limit: 9999 };

/** Shipping templates (built by the coupons area), kept like the original console. */
export const useShippingTemplates = (enabled = true) =>
  useCachedList<ShippingTemplateOption>({
    storageKey: CACHE_KEYS.shippingTemplates,
    resource: PRODUCT.catalogues,
    action: "shippingTemplates",
    query: { keywords: "", ...ALL },
    authority: AUTH.shippingTemplates,
    pick: pageList,
    enabled,
  });

export const useSystemForms = (enabled = true) =>
  useCachedList<SystemFormOption>({
    storageKey: CACHE_KEYS.systemForms,
    resource: PRODUCT.catalogues,
    action: "systemForms",
    query: ALL,
    authority: AUTH.systemForms,
    pick: pageList,
    enabled,
  });

export const useUsableCoupons = (enabled = true) =>
  useCachedList<UsableCoupon>({ resource: PRODUCT.catalogues, action: "usableCoupons", authority: AUTH.usableCoupons, enabled });

/** Platform guarantees that are shown. */
export const useGuarantees = () => {
  const result = useCachedList<Guarantee>({ resource: PRODUCT.guarantees, action: "list", query: { type: 0 }, authority: AUTH.platGuarantees });
  return { ...result, list: result.list.filter((g) => g.isShow !== false) };
};

export const useGuaranteeGroups = (enabled = true) =>
  useCachedList<GuaranteeGroup>({ resource: PRODUCT.groups, action: "list", authority: AUTH.groupList, enabled });

/** Brands of a platform category (all brands when the user may only read the cached list). */
export function useBrands(categoryId: number | undefined) {
  const byCategory = useCachedList<Brand>({
    resource: PRODUCT.brands,
    action: "list",
    query: { cid: categoryId, ...ALL },
    authority: AUTH.brandList,
    pick: pageList,
    enabled: !!categoryId,
  });
  const all = useCachedList<Brand>({ resource: PRODUCT.brands, action: "cache", authority: AUTH.brandCache, enabled: !byCategory.allowed });
  return byCategory.allowed ? byCategory : all;
}

export const useUnrelatedLibraries = (enabled = true) =>
  useCachedList<UnrelatedLibrary>({ resource: PRODUCT.libraries, action: "unrelated", authority: AUTH.libraryUnrelated, enabled });
