/** The products of a marketing activity (flash sale, group buy) with their SKU prices and quotas. */
export { ActivityProducts, type ActivityProductsProps } from "./ActivityProducts";
export { ActivitySkuTable } from "./ActivitySkuTable";
export { firstProblem, mergePicked, patchSku, priceCents, skuProblem, type ActivityProduct, type ActivityRules, type ActivitySkuRow } from "./activitySku";
export { problemText, type ActivityLabels } from "./problemText";
