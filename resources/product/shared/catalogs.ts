import { pageList, useCachedList } from "../../../src/widgets/pickers/useCachedList";
import { STORAGE } from "../../../providers/storage";
import { SYSTEM_FORM_AUTHORITIES } from "../../systemForm/area";
import { SYSTEM_FORM_RESOURCES } from "../../systemForm/endpoints";
import { AUTH } from "../area";
import { PRODUCT } from "../endpoints";
import type { Brand, Guarantee, GuaranteeGroup, SystemFormOption, UnrelatedLibrary } from "../types";

/** Lists the product pages choose from; each is requested only when the user may read it. */

/** The original console's key of the system-form list (login and the forms page forget it). */
const SYSTEM_FORMS_KEY = STORAGE.cachedLists.find((key) => key.endsWith("systemFormList"));

const ALL = { page: 1, limit: 9999 };

export const useSystemForms = (enabled = true) =>
  useCachedList<SystemFormOption>({
    storageKey: SYSTEM_FORMS_KEY,
    resource: SYSTEM_FORM_RESOURCES.form,
    action: "list",
    query: ALL,
    authority: SYSTEM_FORM_AUTHORITIES.page,
    pick: pageList,
    enabled,
  });

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
