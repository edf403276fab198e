import type { Area } from "../../src/routing/types";

/** Authority strings of merchant addresses (contract §3.20, §5), written once. */
export const ADDRESS_AUTH = {
  list: "merchant:address:list",
  add: "merchant:address:add",
  update: "merchant:address:update",
  delete: "merchant:address:delete",
  setDefault: "merchant:address:set:default",
  toggleShow: "merchant:address:update:show",
} as const;

export const ADDRESS_PATH = "/operation/businessAddress";

export const ADDRESS = { addresses: "merchantAddress" } as const;

/** Merchant return / pickup addresses; owner-only settings. */
export const area: Area = {
  name: "address",
  resources: [
    {
      name: ADDRESS.addresses,
      list: ADDRESS_PATH,
      meta: {
        adminOnly: true,
        authorities: { list: ADDRESS_AUTH.list, create: ADDRESS_AUTH.add, edit: ADDRESS_AUTH.update, delete: ADDRESS_AUTH.delete, setDefault: ADDRESS_AUTH.setDefault, toggleShow: ADDRESS_AUTH.toggleShow },
      },
    },
  ],
  load: () => import("./endpoints").then((m) => m.addressEndpoints),
  routes: [{ path: ADDRESS_PATH, page: () => import("./AddressListPage"), title: "titles.address.list", authority: ADDRESS_AUTH.list, adminOnly: true }],
};
