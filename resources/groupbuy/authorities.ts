import { PICKER_AUTH } from "../../src/widgets/pickers/endpoints";

/** Authority strings of group buying (contract §3.26, §5), written once for resources, routes and buttons. */
export const GROUPBUY_AUTH = {
  list: "merchant:groupbuy:activity:list",
  counts: "merchant:groupbuy:activity:list:count",
  info: "merchant:groupbuy:activity:info",
  add: "merchant:groupbuy:activity:add",
  update: "merchant:groupbuy:activity:update",
  delete: "merchant:groupbuy:activity:delete",
  status: "merchant:groupbuy:activity:change:status",
  rollback: "merchant:groupbuy:activity:rollback",
  records: "merchant:groupbuy:record:list",
  recordCounts: "merchant:groupbuy:record:list:count",
  record: "merchant:groupbuy:record:info",
  /** Choosing the activity's products (the marketing product picker). */
  picker: PICKER_AUTH.marketingProducts,
} as const;
