/** Authority strings of shipping templates and regions (contract §3.9, §5), written once. */
export const SHIPPING_AUTH = {
  list: "merchant:shipping:templates:list",
  info: "merchant:shipping:templates:info",
  save: "merchant:shipping:templates:save",
  update: "merchant:shipping:templates:update",
  delete: "merchant:shipping:templates:delete",
  cityTree: "merchant:city:list:tree",
} as const;
