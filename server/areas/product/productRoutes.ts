/** Products (contract §3.1): list, tab counts, detail, save, update. */
import { requestOrigin } from "../../core/media.js";
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import { idParams } from "../../core/validate.js";
import { productListQuery, productSaveBody, productTabsHeaderQuery, productUpdateBody } from "./contract.js";
import { productPage, tabCounts } from "./listQueries.js";
import { productInfo } from "./productInfo.js";
import { saveProduct, updateProduct } from "./productWrite.js";
import { mediaFor } from "./serialize.js";
import type { ProductTab } from "./tabs.js";

export const productRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/product/list",
    authority: "merchant:product:page:list",
    schema: { query: productListQuery },
    handler: ({ db, session, query, request }) =>
      productPage(db, session.merId, query.type as ProductTab, query, query.page, query.limit, requestOrigin(request)),
  }),
  merchantRoute({
    method: "GET",
    path: "/product/tabs/headers",
    authority: "merchant:product:tabs:headers",
    schema: { query: productTabsHeaderQuery },
    handler: ({ db, session, query }) => tabCounts(db, session.merId, query),
  }),
  merchantRoute({
    method: "GET",
    path: "/product/info/:id",
    authority: "merchant:product:info",
    schema: { params: idParams },
    handler: ({ db, session, params, request }) => productInfo(db, session.merId, params.id, mediaFor(requestOrigin(request))),
  }),
  merchantRoute({
    method: "POST",
    path: "/product/save",
    authority: "merchant:product:save",
    sensitive: "新增商品",
    schema: { body: productSaveBody },
    handler: async ({ db, session, body, request }) => {
      await saveProduct(db, session.merId, body, mediaFor(requestOrigin(request)));
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/product/update",
    authority: "merchant:product:update",
    sensitive: "修改商品",
    schema: { body: productUpdateBody },
    handler: async ({ db, session, body, request }) => {
      await updateProduct(db, session.merId, body, mediaFor(requestOrigin(request)));
      return null;
    },
  }),
];
