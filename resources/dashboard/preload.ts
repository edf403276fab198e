import { allowedNow } from "../../providers/accessControl";
import { prefetchAction, type PreloadContext } from "../../src/boot/refineQueries";
import { DASHBOARD, STATISTICS_AUTH } from "./area";
import { homeStatisticKey, type StatisticAction } from "./statisticKeys";

/** The dashboard's four statistics, asked at boot exactly as its cards ask. */
export function preloadDashboard(context: PreloadContext): void {
  for (const action of Object.keys(STATISTICS_AUTH) as StatisticAction[]) {
    if (allowedNow(DASHBOARD.statistics, action)) void prefetchAction(context, homeStatisticKey(action), { resource: DASHBOARD.statistics, action });
  }
}
