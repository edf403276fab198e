import { PICKER_AUTH } from "../../src/widgets/pickers/endpoints";

/**
 * The authority strings (contract §5) that gate the products area's pages and buttons,
 * written once: resources.ts and routes.ts read them from here (pages ask the provider by resource and action).
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
