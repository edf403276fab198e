import type { Area } from "../../src/routing/types";
import { ADDRESS_AUTH as A } from "./authorities";
import { ADDRESS, addressEndpoints } from "./endpoints";
import { ADDRESS_PATH } from "./paths";

/** Merchant return / pickup addresses; owner-only settings. */
export const addressArea: Area = {
  name: "address",
  resources: [
    {
      name: ADDRESS.addresses,
      list: ADDRESS_PATH,
      meta: {
        adminOnly: true,
        authorities: { list: A.list, create: A.add, edit: A.update, delete: A.delete, setDefault: A.setDefault, toggleShow: A.toggleShow },
      },
    },
  ],
  endpoints: addressEndpoints,
  routes: [{ path: ADDRESS_PATH, page: () => import("./AddressListPage"), title: "titles.address.list", authority: A.list, adminOnly: true }],
};
