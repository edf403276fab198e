/**
 * Every widget of the designer, in palette order. Adding a widget is one file exporting its
 * `defineWidget(...)` and one line here (plus its schema in server/areas/pageDiy/components.ts).
 */
import type { ComponentName } from "../../../server/areas/pageDiy/contract";
import { auxiliaryBox } from "./z_auxiliary_box";
import { auxiliaryLine } from "./z_auxiliary_line";
import { banner } from "./banner";
import { homeComb } from "./home_comb";
import { homeCoupon } from "./home_coupon";
import { homeFooter } from "./home_footer";
import { homeGoodsList } from "./home_goods_list";
import { homeGroup } from "./home_group";
import { homeHotspot } from "./home_hotspot";
import { homeMenu } from "./home_menu";
import { homeSeckill } from "./home_seckill";
import { homeStore } from "./home_store";
import { homeTab } from "./home_tab";
import { homeTitle } from "./home_title";
import { homeVideo } from "./home_video";
import { pictureCube } from "./picture_cube";
import { searchBox } from "./search_box";
import { ueditor } from "./z_ueditor";
import type { WidgetDefinition, WidgetGroup } from "./types";

export const WIDGETS: readonly WidgetDefinition[] = [
  searchBox,
  homeComb,
  banner,
  homeMenu,
  homeTitle,
  pictureCube,
  homeGoodsList,
  homeTab,
  homeHotspot,
  homeVideo,
  homeStore,
  homeFooter,
  homeCoupon,
  homeSeckill,
  homeGroup,
  auxiliaryBox,
  auxiliaryLine,
  ueditor,
];

export const WIDGET_GROUPS: readonly WidgetGroup[] = [
  "basic",
  "marketing",
  "tools",
];

const byName = new Map<string, WidgetDefinition>(
  WIDGETS.map((w) => [w.name, w]),
);

/** The widget of a stored component name; undefined for a name this designer does not know. */
export const widgetOf = (name: ComponentName | string) => byName.get(name);

/** Where a component may stand on the page: pinned to the top or the bottom, or anywhere between. */
export const placementOf = (name: string): "top" | "middle" | "bottom" =>
  widgetOf(name)?.placement ?? "middle";
