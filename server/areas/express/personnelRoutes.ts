import type { MerchantRoute } from "../../core/route.js";

export const personnelRoutes: MerchantRoute[] = [];
