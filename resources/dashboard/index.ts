import type { Area } from "../../src/routing/types";

export const dashboardArea: Area = {
  name: "dashboard",
  routes: [{ path: "/dashboard", page: () => import("./DashboardPage"), title: "dashboard.title", affix: true }],
};
