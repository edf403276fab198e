/** The dashboard's statistics (contract §3.29). */
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import { homeIndex } from "./dayFigures.js";
import { operatingData } from "./operating.js";
import { pageViewRanking, payRanking } from "./rankings.js";

export const statisticsRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/statistics/home/index",
    authority: "merchant:statistics:home:index",
    handler: ({ db, session }) => homeIndex(db, session.merId),
  }),
  merchantRoute({
    method: "GET",
    path: "/statistics/home/operating/data",
    authority: "merchant:statistics:home:operating:data",
    handler: ({ db, session }) => operatingData(db, session.merId),
  }),
  merchantRoute({
    method: "GET",
    path: "/statistics/home/product/pay/ranking",
    authority: "merchant:statistics:home:product:pay:ranking",
    handler: ({ db, session }) => payRanking(db, session.merId),
  }),
  merchantRoute({
    method: "GET",
    path: "/statistics/home/product/pageview/ranking",
    authority: "merchant:statistics:home:product:pageview:ranking",
    handler: ({ db, session }) => pageViewRanking(db, session.merId),
  }),
];
