import { useActionAnswer } from "../../src/widgets/useActionAnswer";
import { DASHBOARD } from "./endpoints";

export type StatisticAction = "index" | "operating" | "payRanking" | "viewRanking";

/** The query key of one statistic (the dashboard's preload asks under it too). */
export const homeStatisticKey = (action: StatisticAction) => ["homeStatistics", action] as const;

/** One statistics endpoint of contract §3.29, asked only when the user may. */
export function useHomeStatistic<T>(action: StatisticAction) {
  const { allowed, data, loading } = useActionAnswer<T>(DASHBOARD.statistics, action, homeStatisticKey(action));
  return { allowed, data, loading };
}
