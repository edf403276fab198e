import type { Area } from "../../src/routing/types";

/** Authority strings of the shop settings (contract §3.23, §5), written once. */
export const SHOP_AUTH = {
  baseInfo: "merchant:base:info",
  config: "merchant:config:info",
  editConfig: "merchant:config:info:edit",
  toggleOpen: "merchant:switch:update",
  pcGet: "merchant:config:pc:shopping:get",
  pcSave: "merchant:config:pc:shopping:save",
} as const;

export const STORE_INFO_PATH = "/operation/modifyStoreInfo";

export const MALL_PATH = "/operation/mallConfiguration";

export const SHOP = {
  /** The merchant's profile, configuration and open switch (`base/info`, `config/info`). */
  store: "shopStoreInfo",
  /** The PC shop's settings. */
  pc: "shopPcConfig",
} as const;

/** Shop settings: the store's information and configuration, and the PC shop; owner-only settings. */
export const area: Area = {
  name: "shopSettings",
  // The store-info page mounts finance's settlement-account tab.
  locales: ["shopSettings", "finance", "library", "product"],
  resources: [
    {
      name: SHOP.store,
      list: STORE_INFO_PATH,
      meta: { adminOnly: true, authorities: { baseInfo: SHOP_AUTH.baseInfo, config: SHOP_AUTH.config, editConfig: SHOP_AUTH.editConfig, toggleOpen: SHOP_AUTH.toggleOpen } },
    },
    { name: SHOP.pc, list: MALL_PATH, meta: { adminOnly: true, authorities: { get: SHOP_AUTH.pcGet, save: SHOP_AUTH.pcSave } } },
  ],
  load: () => import("./endpoints").then((m) => m.shopSettingsEndpoints),
  routes: [
    { path: STORE_INFO_PATH, page: () => import("./storeInfo/StoreInfoPage"), title: "titles.shopSettings.storeInfo", authority: SHOP_AUTH.baseInfo, adminOnly: true },
    { path: MALL_PATH, page: () => import("./mall/MallConfigPage"), title: "titles.shopSettings.mall", authority: SHOP_AUTH.pcGet, adminOnly: true },
  ],
};
