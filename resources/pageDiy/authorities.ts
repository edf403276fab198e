/** Authority strings of page decoration (contract §3.31, §5), written once. */
export const PAGE_DIY_AUTH = {
  page: "merchant:page:diy:page",
  info: "merchant:page:diy:info",
  save: "merchant:page:diy:save",
  update: "merchant:page:diy:update",
  rename: "merchant:page:diy:update:name",
  delete: "merchant:page:diy:delete",
  setDefault: "merchant:page:diy:set:default",
  defaultId: "merchant:page:diy:get:default:id",
} as const;
