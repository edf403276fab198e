import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** A tab another area mounts into the store-info page, after 商户信息 and 店铺信息. */
export interface MountedTab {
  key: string;
  /** Locale key of the tab's label. */
  label: string;
  /** The tab shows only to users holding it. */
  authority: string;
  panel: LazyExoticComponent<ComponentType>;
}

/**
 * ▶ The place for the settlement-account editor (结算信息, contract §3.23 `settlement/info` and
 * `settlement/info/edit`), built in resources/finance/. Mount it with one entry:
 *
 *   { key: "settlement", label: "shopSettings.tabs.settlement", authority: "merchant:settlement:info",
 *     panel: lazy(() => import("../../finance/…/SettlementAccountPanel")) }
 *
 * The label's text is already in locales/<lang>/shopSettings.json.
 */
export const MOUNTED_TABS: MountedTab[] = [
  { key: "settlement", label: "shopSettings.tabs.settlement", authority: "merchant:settlement:info", panel: lazy(() => import("../../finance/settlement/SettlementAccountPanel")) },
];
