import type { ResourceProps } from "@refinedev/core";
import { get, type EndpointTable } from "../../../providers/endpoints";
import { PRODUCT_LIST } from "../../../resources/product/endpoints";

/** Resource names of the shared product pickers and the category trees they filter by. */
export const PICKER = {
  products: "pickerProducts",
  simpleProducts: "pickerSimpleProducts",
  marketingProducts: "pickerMarketingProducts",
  trees: "productCategoryTrees",
} as const;

/** Authorities of those calls (contract §5). */
export const PICKER_AUTH = {
  products: "merchant:product:activity:search:page",
  simpleProducts: "merchant:product:page:list",
  marketingProducts: "merchant:product:marketing:search:page",
  platformTree: "merchant:plat:product:category:cache:tree",
  merchantTree: "merchant:product:category:cache:tree",
} as const;

/** Contract §3.1 (picker and simple picker), §3.2 and §3.3 (category trees). */
export const pickerEndpoints: EndpointTable = {
  [PICKER.products]: { list: get("product/activity/search/page", { decoded: ["name"] }) },
  [PICKER.simpleProducts]: { list: PRODUCT_LIST },
  [PICKER.marketingProducts]: { list: get("product/marketing/search/page", { decoded: ["name"] }) },
  [PICKER.trees]: {
    actions: {
      platform: get("plat/product/category/cache/tree"),
      merchant: get("store/product/category/cache/tree"),
    },
  },
};

export const pickerResources: ResourceProps[] = [
  { name: PICKER.products, meta: { authorities: { list: PICKER_AUTH.products } } },
  { name: PICKER.simpleProducts, meta: { authorities: { list: PICKER_AUTH.simpleProducts } } },
  { name: PICKER.marketingProducts, meta: { authorities: { list: PICKER_AUTH.marketingProducts } } },
  { name: PICKER.trees, meta: { authorities: { platform: PICKER_AUTH.platformTree, merchant: PICKER_AUTH.merchantTree } } },
];
