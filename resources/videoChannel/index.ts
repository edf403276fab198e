import { titleWithId } from "../../src/routing/titles";
import type { Area, TitleContext } from "../../src/routing/types";
import { DRAFT_AUTH as D, VIDEO_CATALOGUE_AUTH as C, VIDEO_PRODUCT_AUTH as P } from "./authorities";
import { VIDEO, videoChannelEndpoints } from "./endpoints";
import { APPLY_PATH, DRAFT_EDITOR_PATH, DRAFT_LIST_PATH, PRODUCT_LIST_PATH } from "./paths";

const editorTitle = (context: TitleContext) => {
  const { id, isDisabled } = context.params;
  const key = !id || id === "0" ? "titles.videoChannel.add" : isDisabled === "1" ? "titles.videoChannel.view" : "titles.videoChannel.edit";
  return titleWithId(key)(context);
};

/** The WeChat video channel: drafts and their review, products on and off the shelf, the access notice (contract §3.28). */
export const videoChannelArea: Area = {
  name: "videoChannel",
  resources: [
    { name: VIDEO.drafts, list: DRAFT_LIST_PATH, meta: { authorities: { list: D.list, show: D.info, create: D.add, edit: D.update, delete: D.delete, review: D.review } } },
    { name: VIDEO.products, list: PRODUCT_LIST_PATH, meta: { authorities: { list: P.list, show: P.info, delete: P.delete, putOn: P.putOn, putDown: P.putDown } } },
    {
      name: VIDEO.catalogue,
      meta: {
        authorities: {
          categories: C.categories,
          shopCategories: C.shopCategories,
          usableBrands: C.usableBrands,
          brands: C.brands,
          imageUpload: C.imageUpload,
          deliveryCompanies: C.deliveryCompanies,
        },
      },
    },
  ],
  endpoints: videoChannelEndpoints,
  routes: [
    { path: PRODUCT_LIST_PATH, page: () => import("./products/ProductListPage"), title: "titles.videoChannel.products", authority: P.list },
    { path: DRAFT_LIST_PATH, page: () => import("./drafts/DraftListPage"), title: "titles.videoChannel.drafts", authority: D.list },
    {
      path: `${DRAFT_EDITOR_PATH}/:id?/:isDisabled?`,
      page: () => import("./editor/DraftEditorPage"),
      title: editorTitle,
      hidden: true,
      activeMenu: DRAFT_LIST_PATH,
      authority: D.list,
      noCache: true,
    },
    { path: APPLY_PATH, page: () => import("./apply/ApplyPage"), title: "titles.videoChannel.apply" },
  ],
};
