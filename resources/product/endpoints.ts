import { get, post, type EndpointTable } from "../../providers/endpoints";
import { PRODUCT } from "./area";

export { PRODUCT };

/** The product list's search text, decoded a second time by the backend (README, "Search text decoded twice"). */
const PRODUCT_SEARCH = { decoded: ["keywords"] } as const;
/** The product list, also the simple product picker's. */
export const PRODUCT_LIST = get("product/list", PRODUCT_SEARCH);


/**
 * Rows of the endpoint table for the products area (contract §3.1–§3.7). The category trees
 * live with the shared pickers (src/widgets/pickers/endpoints.ts); the lists of other areas
 * the product form reads (shipping templates, coupons, system forms) come from their owners.
 */

export const productEndpoints: EndpointTable = {
  [PRODUCT.products]: {
    list: PRODUCT_LIST,
    one: get("product/info/:id"),
    create: post("product/save"),
    update: post("product/update"),
    actions: {
      tabs: get("product/tabs/headers", PRODUCT_SEARCH),
      /** Body `{id, type: "recycle" | "delete"}`. */
      remove: post("product/delete"),
      restore: post("product/restore/:id", { send: "none" }),
      up: post("product/up/:id", { send: "none" }),
      down: post("product/down/:id", { send: "none" }),
      submitAudit: post("product/submit/audit"),
      quickStock: post("product/quick/stock/add"),
      /** Body `{id, cateId, attrValue: [{id, stock, price, expand?, cdkeyId?}]}`: no new audit. */
      freeEdit: post("product/review/free/edit"),
      /** `{copyType, copyNum}`: "1" one-pass (copy/product), otherwise 99api (importProduct). */
      copyConfig: post("product/copy/config", { send: "none" }),
      copyProduct: post("product/copy/product"),
      /** Query `form` (1 Taobao, 2 JD, 3 Suning, 4 Pinduoduo, 5 Tmall) and `url`. */
      importProduct: post("product/importProduct", { send: "query" }),
      setFreight: post("product/set/freight/template"),
      setBrokerage: post("product/set/brokerage"),
      addCoupons: post("product/add/feedback/coupons"),
      batchUp: post("product/batch/up"),
      batchDown: post("product/batch/down"),
      batchRecycle: post("product/batch/recycle"),
      batchDelete: post("product/batch/delete"),
      batchRestore: post("product/batch/restore"),
      batchSubmitAudit: post("product/batch/submit/audit"),
      batchFreight: post("product/batch/set/freight/template"),
      batchBrokerage: post("product/batch/set/brokerage"),
      batchCoupons: post("product/batch/add/feedback/coupons"),
      auditSwitch: get("product/audit/switch/info"),
      /** An extension of the reference server: a CRMEB backend has no product export (contract §9, §10). */
      export: get("product/export/excel", { ...PRODUCT_SEARCH, extension: true }),
    },
  },
  [PRODUCT.categories]: {
    list: get("store/product/category/list"),
    create: post("store/product/category/add"),
    update: post("store/product/category/update"),
    delete: post("store/product/category/delete/:id", { send: "none" }),
    actions: { toggleShow: post("store/product/category/update/show/:id", { send: "none" }) },
  },
  [PRODUCT.brands]: {
    list: get("plat/product/brand/list"),
    actions: { cache: get("plat/product/brand/cache/list") },
  },
  [PRODUCT.guarantees]: { list: get("plat/product/guarantee/list") },
  [PRODUCT.groups]: {
    list: get("product/guarantee/group/list"),
    create: post("product/guarantee/group/add"),
    update: post("product/guarantee/group/edit"),
    delete: post("product/guarantee/group/delete/:id", { send: "none" }),
  },
  [PRODUCT.rules]: {
    list: get("product/rule/list", { decoded: ["keywords"] }),
    one: get("product/rule/info/:id"),
    create: post("product/rule/save"),
    update: post("product/rule/update"),
    delete: post("product/rule/delete/:id", { send: "none" }),
  },
  [PRODUCT.replies]: {
    list: get("product/reply/list", { decoded: ["productSearch", "content"] }),
    create: post("product/reply/virtual"),
    delete: post("product/reply/delete/:id", { send: "none" }),
    actions: { reply: post("product/reply/comment") },
  },
  [PRODUCT.libraries]: {
    list: get("cdkey/library/page/list", { decoded: ["name", "productName"] }),
    create: post("cdkey/library/save"),
    update: post("cdkey/library/update"),
    delete: post("cdkey/library/delete/:id", { send: "none" }),
    actions: { unrelated: get("cdkey/library/unrelated/list") },
  },
  [PRODUCT.secrets]: {
    list: get("card/secret/page/list"),
    create: post("card/secret/save"),
    update: post("card/secret/update"),
    delete: post("card/secret/delete/:id", { send: "none" }),
    actions: {
      batchDelete: post("card/secret/batch/delete"),
      /** Multipart field `file`, query `libraryId`. */
      importExcel: post("card/secret/import/excel", { send: "query" }),
    },
  },
};
