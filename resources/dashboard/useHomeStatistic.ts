import { useActionAnswer } from "../../src/widgets/useActionAnswer";
import { DASHBOARD } from "./endpoints";
import { homeStatisticKey, type StatisticAction } from "./statisticKeys";

/** One statistics endpoint of contract §3.29, asked only when the user may. */
export function useHomeStatistic<T>(action: StatisticAction) {
  const { allowed, data, loading } = useActionAnswer<T>(DASHBOARD.statistics, action, homeStatisticKey(action));
  return { allowed, data, loading };
}
