import type { Area } from "../src/routing/types";
import type { EndpointTable } from "../providers/endpoints";
import { declareExtensions } from "../providers/accessControl";
import { PAGE_LOCALES } from "../providers/i18nProvider";
import { dashboardArea } from "./dashboard";
import { libraryArea } from "./library";
import { systemFormArea } from "./systemForm";
import { couponArea } from "./coupon";
import { shippingArea } from "./shipping";
import { expressArea } from "./express";
import { productArea } from "./product";
import { orderArea } from "./order";
import { seckillArea } from "./seckill";
import { groupBuyArea } from "./groupbuy";
import { financeArea } from "./finance";
import { printingArea } from "./printing";
import { addressArea } from "./address";
import { customerArea } from "./customer";
import { staffArea } from "./staff";
import { rolesArea } from "./roles";
import { shopSettingsArea } from "./shopSettings";
import { sensitiveLogArea } from "./sensitiveLog";
import { exportsArea } from "./exports";
import { pageDiyArea } from "./pageDiy";
import { liveArea } from "./live";
import { videoChannelArea } from "./videoChannel";
import { shellArea } from "../src/shellRoutes";

/** Every area of the console, one line each. An area not listed here has no route and no menu entry. */
export const areas: Area[] = [shellArea, dashboardArea, libraryArea, systemFormArea, couponArea, productArea, shippingArea, expressArea, orderArea, seckillArea, groupBuyArea, financeArea, printingArea, addressArea, customerArea, staffArea, rolesArea, shopSettingsArea, sensitiveLogArea, exportsArea, pageDiyArea, liveArea, videoChannelArea];

// Pages of areas with on-demand translations load them with their code.
export const routes = areas.flatMap((area) => {
  const locales = PAGE_LOCALES[area.name];
  return locales ? area.routes.map((route) => ({ ...route, locales })) : area.routes;
});
export const resources = areas.flatMap((area) => area.resources ?? []);
export const endpoints: EndpointTable = Object.assign({}, ...areas.map((area) => area.endpoints ?? {}));

// Actions built on an extension of the reference server show only where the backend announces it.
declareExtensions(endpoints, resources);
