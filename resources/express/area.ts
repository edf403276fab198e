import type { Area } from "../../src/routing/types";

/** Authority strings of couriers and delivery personnel (contract §3.10, §3.22, §5), written once. */
export const EXPRESS_AUTH = {
  page: "merchant:express:search:page",
  all: "merchant:express:all",
  relate: "merchant:express:relate",
  open: "merchant:express:open:switch",
  default: "merchant:express:default:switch",
  delete: "merchant:express:delete",
  update: "merchant:express:update",
} as const;

export const PERSONNEL_AUTH = {
  page: "merchant:delivery:personnel:page",
  save: "merchant:delivery:personnel:save",
  edit: "merchant:delivery:personnel:edit",
  delete: "merchant:delivery:personnel:delete",
} as const;

export const COURIERS_PATH = "/operation/logisticsManagement";

export const COMPANIES_PATH = "/maintain/logistics/companyList";

export const PERSONNEL_PATH = "/operation/deliveryPersonnel";

export const EXPRESS = {
  /** The merchant's couriers (`MerchantExpress`). */
  couriers: "merchantExpress",
  /** The platform's courier list (`Express`). */
  companies: "expressCompany",
  personnel: "deliveryPersonnel",
} as const;

/** Couriers (the merchant's and the platform's list) and delivery personnel; owner-only settings. */
export const area: Area = {
  name: "express",
  resources: [
    {
      name: EXPRESS.couriers,
      list: COURIERS_PATH,
      meta: { adminOnly: true, authorities: { list: EXPRESS_AUTH.page, edit: EXPRESS_AUTH.update, delete: EXPRESS_AUTH.delete, relate: EXPRESS_AUTH.relate, open: EXPRESS_AUTH.open, default: EXPRESS_AUTH.default } },
    },
    { name: EXPRESS.companies, list: COMPANIES_PATH, meta: { adminOnly: true, authorities: { list: EXPRESS_AUTH.all } } },
    {
      name: EXPRESS.personnel,
      list: PERSONNEL_PATH,
      meta: { adminOnly: true, authorities: { list: PERSONNEL_AUTH.page, create: PERSONNEL_AUTH.save, edit: PERSONNEL_AUTH.edit, delete: PERSONNEL_AUTH.delete } },
    },
  ],
  load: () => import("./endpoints").then((m) => m.expressEndpoints),
  routes: [
    { path: COURIERS_PATH, page: () => import("./couriers/CourierListPage"), title: "titles.express.couriers", authority: EXPRESS_AUTH.page, adminOnly: true },
    { path: COMPANIES_PATH, page: () => import("./companies/CompanyListPage"), title: "titles.express.companies", authority: EXPRESS_AUTH.all, adminOnly: true },
    { path: PERSONNEL_PATH, page: () => import("./personnel/PersonnelListPage"), title: "titles.express.personnel", authority: PERSONNEL_AUTH.page, adminOnly: true },
  ],
};
