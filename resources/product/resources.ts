import type { ResourceProps } from "@refinedev/core";
import { AUTH } from "./authorities";
import { PRODUCT } from "./endpoints";

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
