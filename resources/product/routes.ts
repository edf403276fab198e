import type { PageRoute } from "../../src/routing/types";
import { AUTH } from "./authorities";
import { editorPageTitle } from "./editor/editorTitle";
import { preloadProductList } from "./list/preload";

/** Pages of the products area (spec doc 1 §2.2). */
export const productRoutes: PageRoute[] = [
  { path: "/product/list", page: () => import("./list/ProductListPage"), title: "product.titles.list", authority: AUTH.list, preload: preloadProductList },
  {
    path: "/product/list/creatProduct/:id?/:isDisabled/:isCopy/:productType?",
    page: () => import("./editor/ProductEditorPage"),
    title: editorPageTitle,
    hidden: true,
    activeMenu: "/product/list",
    authority: AUTH.list,
    noCache: true,
  },
  { path: "/product/classify", page: () => import("./classify/CategoryPage"), title: "product.titles.classify", authority: AUTH.categoryList },
  { path: "/product/attr", page: () => import("./attr/RuleListPage"), title: "product.titles.attr", authority: AUTH.ruleList },
  { path: "/product/comment", page: () => import("./comment/CommentListPage"), title: "product.titles.comment", authority: AUTH.replyList },
  { path: "/product/cdkey", page: () => import("./cdkey/LibraryListPage"), title: "product.titles.cdkey", authority: AUTH.libraryList },
  {
    path: "/product/cdkey/creatCdkey/:id?/:name?",
    page: () => import("./cdkey/SecretListPage"),
    title: "product.titles.secrets",
    hidden: true,
    activeMenu: "/product/cdkey",
    authority: AUTH.secretList,
  },
  { path: "/product/guarantee/group", page: () => import("./guarantee/GuaranteeGroupPage"), title: "product.titles.guarantee", authority: AUTH.groupList },
  { path: "/product/label", page: () => import("./label/LabelPage"), title: "product.titles.label", authority: AUTH.ruleList },
];
