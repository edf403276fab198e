/** Authority strings of merchant addresses (contract §3.20, §5), written once. */
export const ADDRESS_AUTH = {
  list: "merchant:address:list",
  add: "merchant:address:add",
  update: "merchant:address:update",
  delete: "merchant:address:delete",
  setDefault: "merchant:address:set:default",
  toggleShow: "merchant:address:update:show",
} as const;
