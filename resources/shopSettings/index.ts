import type { Area } from "../../src/routing/types";
import { SHOP_AUTH as A } from "./authorities";
import { SHOP, shopSettingsEndpoints } from "./endpoints";
import { MALL_PATH, STORE_INFO_PATH } from "./paths";

/** Shop settings: the store's information and configuration, and the PC shop; owner-only settings. */
export const shopSettingsArea: Area = {
  name: "shopSettings",
  resources: [
    {
      name: SHOP.store,
      list: STORE_INFO_PATH,
      meta: { adminOnly: true, authorities: { baseInfo: A.baseInfo, config: A.config, editConfig: A.editConfig, toggleOpen: A.toggleOpen } },
    },
    { name: SHOP.pc, list: MALL_PATH, meta: { adminOnly: true, authorities: { get: A.pcGet, save: A.pcSave } } },
  ],
  endpoints: shopSettingsEndpoints,
  routes: [
    { path: STORE_INFO_PATH, page: () => import("./storeInfo/StoreInfoPage"), title: "titles.shopSettings.storeInfo", authority: A.baseInfo, adminOnly: true },
    { path: MALL_PATH, page: () => import("./mall/MallConfigPage"), title: "titles.shopSettings.mall", authority: A.pcGet, adminOnly: true },
  ],
};
