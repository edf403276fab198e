import { titleWithId } from "../../src/routing/titles";
import type { Area, TitleContext } from "../../src/routing/types";

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

/** Page paths of the video channel (spec doc 2 route table, /videoChannel). */
export const PRODUCT_LIST_PATH = "/videoChannel/productList";

export const DRAFT_LIST_PATH = "/videoChannel/draftList";

/** Add: `…/creatVideoChannel`; edit: `…/creatVideoChannel/:id`; view: `…/creatVideoChannel/:id/1`. */
export const DRAFT_EDITOR_PATH = "/videoChannel/creatVideoChannel";

export const APPLY_PATH = "/videoChannel/apply";

export const VIDEO = {
  drafts: "videoDrafts",
  products: "videoProducts",
  catalogue: "videoCatalogue",
} as const;

const editorTitle = (context: TitleContext) => {
  const { id, isDisabled } = context.params;
  const key = !id || id === "0" ? "titles.videoChannel.add" : isDisabled === "1" ? "titles.videoChannel.view" : "titles.videoChannel.edit";
  return titleWithId(key)(context);
};

/** The WeChat video channel: drafts and their review, products on and off the shelf, the access notice (contract §3.28). */
export const area: Area = {
  name: "videoChannel",
  locales: ["videoChannel", "library", "product"],
  resources: [
    { name: VIDEO.drafts, list: DRAFT_LIST_PATH, meta: { authorities: { list: DRAFT_AUTH.list, show: DRAFT_AUTH.info, create: DRAFT_AUTH.add, edit: DRAFT_AUTH.update, delete: DRAFT_AUTH.delete, review: DRAFT_AUTH.review } } },
    { name: VIDEO.products, list: PRODUCT_LIST_PATH, meta: { authorities: { list: VIDEO_PRODUCT_AUTH.list, show: VIDEO_PRODUCT_AUTH.info, delete: VIDEO_PRODUCT_AUTH.delete, putOn: VIDEO_PRODUCT_AUTH.putOn, putDown: VIDEO_PRODUCT_AUTH.putDown } } },
    {
      name: VIDEO.catalogue,
      meta: {
        authorities: {
          categories: VIDEO_CATALOGUE_AUTH.categories,
          shopCategories: VIDEO_CATALOGUE_AUTH.shopCategories,
          usableBrands: VIDEO_CATALOGUE_AUTH.usableBrands,
          brands: VIDEO_CATALOGUE_AUTH.brands,
          imageUpload: VIDEO_CATALOGUE_AUTH.imageUpload,
          deliveryCompanies: VIDEO_CATALOGUE_AUTH.deliveryCompanies,
        },
      },
    },
  ],
  load: () => import("./endpoints").then((m) => m.videoChannelEndpoints),
  routes: [
    { path: PRODUCT_LIST_PATH, page: () => import("./products/ProductListPage"), title: "titles.videoChannel.products", authority: VIDEO_PRODUCT_AUTH.list },
    { path: DRAFT_LIST_PATH, page: () => import("./drafts/DraftListPage"), title: "titles.videoChannel.drafts", authority: DRAFT_AUTH.list },
    {
      path: `${DRAFT_EDITOR_PATH}/:id?/:isDisabled?`,
      page: () => import("./editor/DraftEditorPage"),
      title: editorTitle,
      hidden: true,
      activeMenu: DRAFT_LIST_PATH,
      authority: DRAFT_AUTH.list,
      noCache: true,
    },
    { path: APPLY_PATH, page: () => import("./apply/ApplyPage"), title: "titles.videoChannel.apply" },
  ],
};
