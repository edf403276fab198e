/** Authority strings of the video channel (contract §3.28, §5), written once. */
export const DRAFT_AUTH = {
  list: "merchant:pay:component:product:draft:list",
  info: "merchant:pay:component:product:draft:info",
  add: "merchant:pay:component:product:draft:add",
  update: "merchant:pay:component:product:draft:update",
  delete: "merchant:pay:component:product:draft:delete",
  review: "merchant:pay:component:product:draft:review",
} as const;

export const VIDEO_PRODUCT_AUTH = {
  list: "merchant:pay:component:product:list",
  info: "merchant:pay:component:product:info",
  putOn: "merchant:pay:component:product:puton",
  putDown: "merchant:pay:component:product:putdown",
  delete: "merchant:pay:component:product:delete",
} as const;

export const VIDEO_CATALOGUE_AUTH = {
  categories: "merchant:pay:component:cat:list",
  shopCategories: "merchant:pay:component:shop:cat:get",
  usableBrands: "merchant:pay:component:shop:brand:usable:list",
  brands: "merchant:pay:component:shop:brand:list",
  imageUpload: "merchant:pay:component:shop:img:upload",
  deliveryCompanies: "merchant:pay:component:delivery:company:get:list",
} as const;
