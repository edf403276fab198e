import { useMemo } from "react";
import { useCustom } from "@refinedev/core";
import type { CityVo } from "../../../server/areas/shipping/contract";
import { SHIPPING } from "../endpoints";
import { regionTreeOf, type RegionTree } from "./cityTree";

/**
 * The region tree (`city/region/city/tree`), loaded once per session and converted once per
 * answer: every rule row of every editor shares the same options and index.
 */
export function useRegionTree(enabled = true): { tree?: RegionTree; loading: boolean; failed: boolean } {
  const { result, query } = useCustom<CityVo[]>({
    url: "",
    method: "get",
    meta: { resource: SHIPPING.regions, action: "cityTree" },
    queryOptions: { enabled, staleTime: Infinity, gcTime: Infinity },
  });
  const answer = result.data as unknown as CityVo[] | undefined;
  const tree = useMemo(() => (Array.isArray(answer) ? regionTreeOf(answer) : undefined), [answer]);
  return { tree, loading: query.isLoading, failed: query.isError };
}
