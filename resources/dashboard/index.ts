import type { Area } from "../../src/routing/types";
import { STATISTICS_AUTH } from "./authorities";
import { DASHBOARD, dashboardEndpoints } from "./endpoints";
import { preloadDashboard } from "./preload";

export const dashboardArea: Area = {
  name: "dashboard",
  resources: [{ name: DASHBOARD.statistics, meta: { authorities: STATISTICS_AUTH } }],
  endpoints: dashboardEndpoints,
  routes: [{ path: "/dashboard", page: () => import("./DashboardPage"), title: "dashboard.title", affix: true, preload: preloadDashboard }],
};
