import type { ResourceProps } from "@refinedev/core";
import type { Area, PageRoute } from "../../src/routing/types";
import { PICKER_AUTH } from "../../src/widgets/pickers/resources";
import { editorPageTitle } from "./editor/editorTitle";
/**
 * The authority strings (contract §5) that gate the products area's pages and buttons,
 * written once: resources.ts and routes.ts read them from here, pages ask by resource and action.
 */
export const AUTH = {
  list: "merchant:product:page:list",
  tabs: "merchant:product:tabs:headers",
  info: "merchant:product:info",
  save: "merchant:product:save",
  update: "merchant:product:update",
  delete: "merchant:product:delete",
  /** The endpoint's string (the original UI checked the misspelt `restor`). */
  restore: "merchant:product:restore",
  up: "merchant:product:up",
  down: "merchant:product:down",
  submitAudit: "merchant:product:submit:audit",
  quickStock: "merchant:product:quick:stock:add",
  freeEdit: "merchant:product:review:free:edit",
  /** Collecting a product from another platform: the setting (sic, a platform-style string), 99api and one-pass. */
  copyConfig: "admin:product:copy:config",
  importProduct: "merchant:product:import:product",
  copyProduct: "merchant:product:copy:product",
  setFreight: "merchant:product:set:freight:template",
  setBrokerage: "merchant:product:set:brokerage",
  addCoupons: "merchant:product:add:feedback:coupons",
  batchUp: "merchant:product:batch:up",
  batchDown: "merchant:product:batch:down",
  batchRecycle: "merchant:product:batch:recycle",
  batchDelete: "merchant:product:batch:delete",
  batchRestore: "merchant:product:batch:restore",
  batchSubmitAudit: "merchant:product:batch:submit:audit",
  batchFreight: "merchant:product:batch:set:freight:template",
  batchBrokerage: "merchant:product:batch:set:brokerage",
  batchCoupons: "merchant:product:batch:add:feedback:coupons",
  auditSwitch: "merchant:product:audit:switch:info",
  export: "merchant:product:export",
  picker: PICKER_AUTH.products,

  platCategoryTree: PICKER_AUTH.platformTree,
  brandCache: "merchant:plat:product:brand:cache:list",
  brandList: "merchant:plat:product:brand:list",
  platGuarantees: "merchant:plat:product:guarantee:list",

  categoryList: "merchant:product:category:list",
  categoryTree: PICKER_AUTH.merchantTree,
  categoryAdd: "merchant:product:category:add",
  categoryUpdate: "merchant:product:category:update",
  categoryDelete: "merchant:product:category:delete",
  categoryShow: "merchant:product:category:show:status",

  ruleList: "merchant:product:rule:page:list",
  ruleInfo: "merchant:product:rule:info",
  ruleSave: "merchant:product:rule:save",
  ruleUpdate: "merchant:product:rule:update",
  ruleDelete: "merchant:product:rule:delete",

  replyList: "merchant:product:reply:page:list",
  replyVirtual: "merchant:product:reply:virtual",
  replyComment: "merchant:product:reply:comment",
  replyDelete: "merchant:product:reply:delete",

  libraryList: "merchant:cdkey:library:page:list",
  libraryAdd: "merchant:cdkey:library:add",
  /** Also the authority of editing one card secret (contract §3.6, sic). */
  libraryUpdate: "merchant:cdkey:library:update",
  libraryDelete: "merchant:cdkey:library:delete",
  libraryUnrelated: "merchant:cdkey:library:unrelated:list",
  libraryImport: "merchant:cdkey:library:import:excel",
  secretList: "merchant:card:secret:page:list",
  secretAdd: "merchant:card:secret:add",
  secretDelete: "merchant:card:secret:delete",
  secretBatchDelete: "merchant:card:secret:batch:delete",

  groupList: "merchant:product:guarantee:group:list",
  groupAdd: "merchant:product:guarantee:group:add",
  groupEdit: "merchant:product:guarantee:group:edit",
  groupDelete: "merchant:product:guarantee:group:delete",
} as const;

/** Resource names of the products area. */
export const PRODUCT = {
  products: "products",
  categories: "productCategories",
  brands: "productBrands",
  guarantees: "productGuarantees",
  groups: "productGuaranteeGroups",
  rules: "productRules",
  replies: "productReplies",
  libraries: "cdkeyLibraries",
  secrets: "cardSecrets",
} as const;

/** Refine resources of the products area with the authority of each action (contract §5). */
export const productResources: ResourceProps[] = [
  {
    name: PRODUCT.products,
    list: "/product/list",
    meta: {
      authorities: {
        list: AUTH.list,
        show: AUTH.info,
        create: AUTH.save,
        edit: AUTH.update,
        delete: AUTH.delete,
        restore: AUTH.restore,
        up: AUTH.up,
        down: AUTH.down,
        submitAudit: AUTH.submitAudit,
        quickStock: AUTH.quickStock,
        freeEdit: AUTH.freeEdit,
        copyConfig: AUTH.copyConfig,
        copyProduct: AUTH.copyProduct,
        importProduct: AUTH.importProduct,
        export: AUTH.export,
        tabs: AUTH.tabs,
        remove: AUTH.delete,
        setFreight: AUTH.setFreight,
        setBrokerage: AUTH.setBrokerage,
        addCoupons: AUTH.addCoupons,
        batchUp: AUTH.batchUp,
        batchDown: AUTH.batchDown,
        batchRecycle: AUTH.batchRecycle,
        batchDelete: AUTH.batchDelete,
        batchRestore: AUTH.batchRestore,
        batchSubmitAudit: AUTH.batchSubmitAudit,
        batchFreight: AUTH.batchFreight,
        batchBrokerage: AUTH.batchBrokerage,
        batchCoupons: AUTH.batchCoupons,
        auditSwitch: AUTH.auditSwitch,
      },
    },
  },
  {
    name: PRODUCT.categories,
    list: "/product/classify",
    meta: {
      authorities: { list: AUTH.categoryList, create: AUTH.categoryAdd, edit: AUTH.categoryUpdate, delete: AUTH.categoryDelete, toggleShow: AUTH.categoryShow },
    },
  },
  { name: PRODUCT.brands, meta: { authorities: { list: AUTH.brandList, cache: AUTH.brandCache } } },
  { name: PRODUCT.guarantees, meta: { authorities: { list: AUTH.platGuarantees } } },
  {
    name: PRODUCT.rules,
    list: "/product/attr",
    meta: { authorities: { list: AUTH.ruleList, show: AUTH.ruleInfo, create: AUTH.ruleSave, edit: AUTH.ruleUpdate, delete: AUTH.ruleDelete } },
  },
  {
    name: PRODUCT.replies,
    list: "/product/comment",
    meta: { authorities: { list: AUTH.replyList, create: AUTH.replyVirtual, reply: AUTH.replyComment, delete: AUTH.replyDelete } },
  },
  {
    name: PRODUCT.libraries,
    list: "/product/cdkey",
    meta: {
      authorities: { list: AUTH.libraryList, create: AUTH.libraryAdd, edit: AUTH.libraryUpdate, delete: AUTH.libraryDelete, unrelated: AUTH.libraryUnrelated },
    },
  },
  {
    name: PRODUCT.secrets,
    list: "/product/cdkey/creatCdkey/:id",
    meta: {
      authorities: {
        list: AUTH.secretList,
        create: AUTH.secretAdd,
        edit: AUTH.libraryUpdate,
        delete: AUTH.secretDelete,
        batchDelete: AUTH.secretBatchDelete,
        importExcel: AUTH.libraryImport,
      },
    },
  },
  {
    name: PRODUCT.groups,
    list: "/product/guarantee/group",
    meta: { authorities: { list: AUTH.groupList, create: AUTH.groupAdd, edit: AUTH.groupEdit, delete: AUTH.groupDelete } },
  },
];

/** Pages of the products area (spec doc 1 §2.2). */
export const productRoutes: PageRoute[] = [
  { path: "/product/list", page: () => import("./list/ProductListPage"), title: "titles.product.list", authority: AUTH.list, preload: () => import("./list/preload").then((m) => m.preloadProductList) },
  {
    path: "/product/list/creatProduct/:id?/:isDisabled/:isCopy/:productType?",
    page: () => import("./editor/ProductEditorPage"),
    title: editorPageTitle,
    hidden: true,
    activeMenu: "/product/list",
    authority: AUTH.list,
    noCache: true,
  },
  { path: "/product/classify", page: () => import("./classify/CategoryPage"), title: "titles.product.classify", authority: AUTH.categoryList },
  { path: "/product/attr", page: () => import("./attr/RuleListPage"), title: "titles.product.attr", authority: AUTH.ruleList },
  { path: "/product/comment", page: () => import("./comment/CommentListPage"), title: "titles.product.comment", authority: AUTH.replyList },
  { path: "/product/cdkey", page: () => import("./cdkey/LibraryListPage"), title: "titles.product.cdkey", authority: AUTH.libraryList },
  {
    path: "/product/cdkey/creatCdkey/:id?/:name?",
    page: () => import("./cdkey/SecretListPage"),
    title: "titles.product.secrets",
    hidden: true,
    activeMenu: "/product/cdkey",
    authority: AUTH.secretList,
  },
  { path: "/product/guarantee/group", page: () => import("./guarantee/GuaranteeGroupPage"), title: "titles.product.guarantee", authority: AUTH.groupList },
  { path: "/product/label", page: () => import("./label/LabelPage"), title: "titles.product.label", authority: AUTH.ruleList },
];

/** The products area: list, editor, categories, specification templates, comments, card secrets, guarantees, labels. */
export const area: Area = {
  name: "product",
  locales: ["product", "library", "coupon"],
  resources: productResources,
  load: () => import("./endpoints").then((m) => m.productEndpoints),
  routes: productRoutes,
};
