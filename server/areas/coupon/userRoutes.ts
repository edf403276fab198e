import type { MerchantRoute } from "../../core/route.js";

export const couponUserRoutes: MerchantRoute[] = [];
