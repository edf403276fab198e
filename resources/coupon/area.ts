import { COUPON_PICKER_AUTH } from "../../src/widgets/pickers/resources";
import { titleWithId } from "../../src/routing/titles";
import type { Area, TitleContext } from "../../src/routing/types";
import { editorMode } from "./editor/formModel";

/** Authority strings of the coupons area (contract §5), written once for resources, routes and buttons. */
export const COUPON_AUTH = {
  list: "merchant:coupon:page:list",
  info: "merchant:coupon:info",
  save: "merchant:coupon:save",
  status: "merchant:coupon:update:status",
  delete: "merchant:coupon:delete",
  joinProducts: "merchant:coupon:product:join:edit",
  usable: COUPON_PICKER_AUTH.usable,
  claims: "merchant:coupon:user:page:list",
  /** Give a coupon to one customer (spec doc 1 §6). */
  receive: COUPON_PICKER_AUTH.receive,
  /** Finding the customer to give it to (contract §3.13). */
  customers: "merchant:user:page:list",
} as const;

/** Page paths of the coupons area (spec doc 1 §2.2). */
export const LIST_PATH = "/coupon/list";

export const RECORD_PATH = "/coupon/record";

/** Add: `…/save`; copy: `…/save/:id`; edit linked products: `…/save/:id/edit`. */
export const EDITOR_PATH = "/coupon/list/save";

/** Resource names of the coupons area. */
export const COUPON = {
  coupons: "coupon",
  claims: "couponUser",
  /** The customers a coupon can be given to (GET user/list, contract §3.13). */
  customers: "couponCustomer",
} as const;

/** Spec doc 1 §2.1: the editor's title (add, copy or edit), plus 'ID:' and the id when there is one. */
const editorTitle = (context: TitleContext) => titleWithId(`titles.coupon.${editorMode(context.params.id, context.params.edit)}`)(context);

/** Coupons: the list, the editor (add, copy, edit linked products) and the claim records. */
export const area: Area = {
  name: "coupon",
  // The product picker's texts (the coupon's products).
  locales: ["coupon", "product"],
  resources: [
    {
      name: COUPON.coupons,
      list: LIST_PATH,
      meta: {
        authorities: {
          list: COUPON_AUTH.list,
          show: COUPON_AUTH.info,
          create: COUPON_AUTH.save,
          delete: COUPON_AUTH.delete,
          status: COUPON_AUTH.status,
          joinProducts: COUPON_AUTH.joinProducts,
          receive: COUPON_AUTH.receive,
        },
      },
    },
    { name: COUPON.claims, list: RECORD_PATH, meta: { authorities: { list: COUPON_AUTH.claims } } },
    { name: COUPON.customers, meta: { authorities: { list: COUPON_AUTH.customers } } },
  ],
  load: () => import("./endpoints").then((m) => m.couponEndpoints),
  routes: [
    { path: LIST_PATH, page: () => import("./list/CouponListPage"), title: "titles.coupon.list", authority: COUPON_AUTH.list },
    {
      path: `${EDITOR_PATH}/:id?/:edit?`,
      page: () => import("./editor/CouponEditorPage"),
      title: editorTitle,
      hidden: true,
      activeMenu: LIST_PATH,
      authority: COUPON_AUTH.list,
      noCache: true,
    },
    { path: RECORD_PATH, page: () => import("./record/CouponRecordPage"), title: "titles.coupon.record", authority: COUPON_AUTH.claims },
  ],
};
