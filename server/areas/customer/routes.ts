import type { MerchantRoute } from "../../core/route.js";

export const customerRoutes: MerchantRoute[] = [];
