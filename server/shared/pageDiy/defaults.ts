/**
 * Every widget's default configuration by its stored name, as the original designer's
 * `defaultConfig` builds it (without `timestamp`, which the page gives each component).
 * The console creates new blocks from these; the seeds build their pages from them.
 */
import type { DiyContext } from "./context.js";
import { bannerDefaults } from "./widgets/banner.js";
import { homeCombDefaults } from "./widgets/home_comb.js";
import { homeCouponDefaults } from "./widgets/home_coupon.js";
import { homeFooterDefaults } from "./widgets/home_footer.js";
import { homeGoodsListDefaults } from "./widgets/home_goods_list.js";
import { homeGroupDefaults } from "./widgets/home_group.js";
import { homeHotspotDefaults } from "./widgets/home_hotspot.js";
import { homeMenuDefaults } from "./widgets/home_menu.js";
import { homeSeckillDefaults } from "./widgets/home_seckill.js";
import { homeStoreDefaults } from "./widgets/home_store.js";
import { homeTabDefaults } from "./widgets/home_tab.js";
import { homeTitleDefaults } from "./widgets/home_title.js";
import { homeVideoDefaults } from "./widgets/home_video.js";
import { pictureCubeDefaults } from "./widgets/picture_cube.js";
import { searchBoxDefaults } from "./widgets/search_box.js";
import { auxiliaryBoxDefaults } from "./widgets/z_auxiliary_box.js";
import { auxiliaryLineDefaults } from "./widgets/z_auxiliary_line.js";
import { ueditorDefaults } from "./widgets/z_ueditor.js";

export const WIDGET_DEFAULTS = {
  headerSerch: searchBoxDefaults,
  homeComb: homeCombDefaults,
  swiperBg: bannerDefaults,
  menus: homeMenuDefaults,
  titles: homeTitleDefaults,
  pictureCube: pictureCubeDefaults,
  goodList: homeGoodsListDefaults,
  homeTab: homeTabDefaults,
  homeHotspot: homeHotspotDefaults,
  video: homeVideoDefaults,
  homeStore: homeStoreDefaults,
  footer: homeFooterDefaults,
  homeCoupon: homeCouponDefaults,
  seckill: homeSeckillDefaults,
  group: homeGroupDefaults,
  blankPage: auxiliaryBoxDefaults,
  guide: auxiliaryLineDefaults,
  richTextEditor: ueditorDefaults,
} as const;

export type DiyComponentName = keyof typeof WIDGET_DEFAULTS;
/** A widget's default configuration, typed by its stored name. */
export type WidgetDefaults<N extends DiyComponentName> = ReturnType<
  (typeof WIDGET_DEFAULTS)[N]
>;

export const isDiyComponentName = (name: unknown): name is DiyComponentName =>
  typeof name === "string" && Object.hasOwn(WIDGET_DEFAULTS, name);

/** A fresh default configuration of component `name`. */
export const defaultsOf = <N extends DiyComponentName>(
  name: N,
  context: DiyContext,
): WidgetDefaults<N> => WIDGET_DEFAULTS[name](context) as WidgetDefaults<N>;

export type { DiyContext, DiyTexts } from "./context.js";
