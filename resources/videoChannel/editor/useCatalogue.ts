import { useCustom } from "@refinedev/core";
import { canDo } from "../../../providers/accessControl";
import { VIDEO_CATALOGUE_AUTH as A } from "../area";
import { VIDEO } from "../endpoints";
import type { CatTreeNode, PayComponentShopBrand } from "../types";

function useCatalogueList<T>(action: "categories" | "usableBrands", authority: string): T[] {
  const { result, query } = useCustom<T[]>({
    url: "",
    method: "get",
    meta: { resource: VIDEO.catalogue, action },
    queryOptions: { enabled: canDo(authority), queryKey: [VIDEO.catalogue, action], staleTime: 5 * 60_000 },
  });
  return query.isSuccess && Array.isArray(result.data) ? result.data : [];
}

/** WeChat's category tree and the shop's approved brands (read once, kept five minutes). */
export const useCategoryTree = () => useCatalogueList<CatTreeNode>("categories", A.categories);
export const useUsableBrands = () => useCatalogueList<PayComponentShopBrand>("usableBrands", A.usableBrands);

/** The third-level node at the end of a cascader path. */
export function categoryAt(tree: readonly CatTreeNode[], path: readonly number[]): CatTreeNode | undefined {
  let level: readonly CatTreeNode[] | undefined = tree;
  let node: CatTreeNode | undefined;
  for (const value of path) {
    node = level?.find((n) => n.value === value);
    level = node?.children;
  }
  return path.length === 3 ? node : undefined;
}
