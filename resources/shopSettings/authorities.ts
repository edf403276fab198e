/** Authority strings of the shop settings (contract §3.23, §5), written once. */
export const SHOP_AUTH = {
  baseInfo: "merchant:base:info",
  config: "merchant:config:info",
  editConfig: "merchant:config:info:edit",
  toggleOpen: "merchant:switch:update",
  pcGet: "merchant:config:pc:shopping:get",
  pcSave: "merchant:config:pc:shopping:save",
} as const;
