import type { Area } from "../../src/routing/types";

/** Authority strings of the dashboard (contract §3.29, §5). */
export const STATISTICS_AUTH = {
  index: "merchant:statistics:home:index",
  operating: "merchant:statistics:home:operating:data",
  payRanking: "merchant:statistics:home:product:pay:ranking",
  viewRanking: "merchant:statistics:home:product:pageview:ranking",
} as const;

export const DASHBOARD = {
  /** The home statistics (`statistics/home/...`). */
  statistics: "homeStatistics",
} as const;

export const area: Area = {
  name: "dashboard",
  resources: [{ name: DASHBOARD.statistics, meta: { authorities: STATISTICS_AUTH } }],
  load: () => import("./endpoints").then((m) => m.dashboardEndpoints),
  routes: [{ path: "/dashboard", page: () => import("./DashboardPage"), title: "titles.dashboard.home", affix: true, preload: () => import("./preload").then((m) => m.preloadDashboard) }],
};
