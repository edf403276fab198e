import type { ResourceProps } from "@refinedev/core";
import type { Area } from "../../routing/types";

// The shared pickers, declared as an area of their own: their resources with the manifest, their rows
// (endpoints.ts, couponEndpoints.ts) with every page, since pages of many areas use them.

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

export const pickerResources: ResourceProps[] = [
  { name: PICKER.products, meta: { authorities: { list: PICKER_AUTH.products } } },
  { name: PICKER.simpleProducts, meta: { authorities: { list: PICKER_AUTH.simpleProducts } } },
  { name: PICKER.marketingProducts, meta: { authorities: { list: PICKER_AUTH.marketingProducts } } },
  { name: PICKER.trees, meta: { authorities: { platform: PICKER_AUTH.platformTree, merchant: PICKER_AUTH.merchantTree } } },
];

/** Resource name of the coupon picker's calls; the coupons area registers these rows. */
export const COUPON_PICKER = "couponPicker";

/** Authorities of those calls (contract §5; spec doc 1 §6 for giving a coupon). */
export const COUPON_PICKER_AUTH = {
  usable: "merchant:coupon:product:usable:list",
  receive: "admin:coupon:user:receive",
} as const;

export const couponPickerResources: ResourceProps[] = [{ name: COUPON_PICKER, meta: { authorities: { ...COUPON_PICKER_AUTH } } }];

/** The pickers' declaration: no pages; its rows load before any page renders (resources/index.ts). */
export const pickersArea: Area = {
  name: "pickers",
  // The pickers' texts are the products' and the coupons': each area whose pages show a picker loads them.
  locales: [],
  resources: [...pickerResources, ...couponPickerResources],
  load: () => Promise.all([import("./endpoints"), import("./couponEndpoints")]).then(([products, coupons]) => ({ ...products.pickerEndpoints, ...coupons.couponPickerEndpoints })),
  routes: [],
};
