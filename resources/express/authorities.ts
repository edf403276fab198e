/** Authority strings of couriers and delivery personnel (contract §3.10, §3.22, §5), written once. */
export const EXPRESS_AUTH = {
  page: "merchant:express:search:page",
  all: "merchant:express:all",
  relate: "merchant:express:relate",
  open: "merchant:express:open:switch",
  default: "merchant:express:default:switch",
  delete: "merchant:express:delete",
  update: "merchant:express:update",
} as const;

export const PERSONNEL_AUTH = {
  page: "merchant:delivery:personnel:page",
  save: "merchant:delivery:personnel:save",
  edit: "merchant:delivery:personnel:edit",
  delete: "merchant:delivery:personnel:delete",
} as const;
