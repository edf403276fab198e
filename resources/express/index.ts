import type { Area } from "../../src/routing/types";
import { EXPRESS_AUTH as E, PERSONNEL_AUTH as P } from "./authorities";
import { EXPRESS, expressEndpoints } from "./endpoints";
import { COMPANIES_PATH, COURIERS_PATH, PERSONNEL_PATH } from "./paths";

/** Couriers (the merchant's and the platform's list) and delivery personnel; owner-only settings. */
export const expressArea: Area = {
  name: "express",
  resources: [
    {
      name: EXPRESS.couriers,
      list: COURIERS_PATH,
      meta: { adminOnly: true, authorities: { list: E.page, edit: E.update, delete: E.delete, relate: E.relate, open: E.open, default: E.default } },
    },
    { name: EXPRESS.companies, list: COMPANIES_PATH, meta: { adminOnly: true, authorities: { list: E.all } } },
    {
      name: EXPRESS.personnel,
      list: PERSONNEL_PATH,
      meta: { adminOnly: true, authorities: { list: P.page, create: P.save, edit: P.edit, delete: P.delete } },
    },
  ],
  endpoints: expressEndpoints,
  routes: [
    { path: COURIERS_PATH, page: () => import("./couriers/CourierListPage"), title: "express.titles.couriers", authority: E.page, adminOnly: true },
    { path: COMPANIES_PATH, page: () => import("./companies/CompanyListPage"), title: "express.titles.companies", authority: E.all, adminOnly: true },
    { path: PERSONNEL_PATH, page: () => import("./personnel/PersonnelListPage"), title: "express.titles.personnel", authority: P.page, adminOnly: true },
  ],
};
