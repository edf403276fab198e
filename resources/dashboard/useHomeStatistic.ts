import { useCustom } from "@refinedev/core";
import { canDo } from "../../providers/accessControl";
import { DASHBOARD } from "./endpoints";

export type StatisticAction = "index" | "operating" | "payRanking" | "viewRanking";

/**
 * One statistics endpoint of contract §3.29, asked only when the user holds its authority.
 * `data` stays undefined until the answer arrives (useCustom hands an empty object before).
 */
export function useHomeStatistic<T>(action: StatisticAction, authority: string) {
  const allowed = canDo(authority);
  const { query } = useCustom<Record<string, unknown>>({
    url: "",
    method: "get",
    meta: { resource: DASHBOARD.statistics, action },
    queryOptions: { enabled: allowed, queryKey: ["homeStatistics", action] },
  });
  return { allowed, data: query.isSuccess ? (query.data?.data as unknown as T | undefined) : undefined, loading: allowed && query.isLoading };
}
