import { titleWithId } from "../../src/routing/titles";
import type { Area, TitleContext } from "../../src/routing/types";
import { COUPON_AUTH as A } from "./authorities";
import { couponPickerEndpoints, couponPickerResources } from "../../src/widgets/pickers/couponEndpoints";
import { COUPON, couponEndpoints } from "./endpoints";
import { editorMode } from "./editor/formModel";
import { EDITOR_PATH, LIST_PATH, RECORD_PATH } from "./paths";

/** Spec doc 1 §2.1: the editor's title (add, copy or edit), plus 'ID:' and the id when there is one. */
const editorTitle = (context: TitleContext) => titleWithId(`coupon.titles.${editorMode(context.params.id, context.params.edit)}`)(context);

/** Coupons: the list, the editor (add, copy, edit linked products) and the claim records. */
export const couponArea: Area = {
  name: "coupon",
  resources: [
    {
      name: COUPON.coupons,
      list: LIST_PATH,
      meta: {
        authorities: {
          list: A.list,
          show: A.info,
          create: A.save,
          delete: A.delete,
          status: A.status,
          joinProducts: A.joinProducts,
          receive: A.receive,
        },
      },
    },
    { name: COUPON.claims, list: RECORD_PATH, meta: { authorities: { list: A.claims } } },
    { name: COUPON.customers, meta: { authorities: { list: A.customers } } },
    ...couponPickerResources,
  ],
  // The shared coupon picker's rows (usable list, hand-out) travel with this area.
  endpoints: { ...couponEndpoints, ...couponPickerEndpoints },
  routes: [
    { path: LIST_PATH, page: () => import("./list/CouponListPage"), title: "coupon.titles.list", authority: A.list },
    {
      path: `${EDITOR_PATH}/:id?/:edit?`,
      page: () => import("./editor/CouponEditorPage"),
      title: editorTitle,
      hidden: true,
      activeMenu: LIST_PATH,
      authority: A.list,
      noCache: true,
    },
    { path: RECORD_PATH, page: () => import("./record/CouponRecordPage"), title: "coupon.titles.record", authority: A.claims },
  ],
};
