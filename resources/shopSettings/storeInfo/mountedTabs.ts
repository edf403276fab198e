import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** A tab another area mounts into the store-info page, after 商户信息 and 店铺信息. */
export interface MountedTab {
  key: string;
  /** Locale key of the tab's label. */
  label: string;
  /** The tab shows only to users who may read its answer (a resource action of its area). */
  access: { resource: string; action: string };
  panel: LazyExoticComponent<ComponentType>;
}

/**
 * Tabs other areas mount into the store-info page: finance's settlement-account editor (contract
 * §3.23 `settlement/info`). Its texts load with this page (the `locales` of resources/shopSettings/area.ts).
 */
export const MOUNTED_TABS: MountedTab[] = [
  { key: "settlement", label: "shopSettings.tabs.settlement", access: { resource: "settlementAccount", action: "info" }, panel: lazy(() => import("../../finance/settlement/SettlementAccountPanel")) },
];
