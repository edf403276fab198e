/**
 * 热区 (`home_hotspot.vue`, stored as `homeHotspot`): one picture with tappable areas. The areas
 * (`checkoutConfig.hotspot`) are measured in pixels of the picture shown 456 pixels wide, as the
 * original's area editor draws them and the storefront scales them.
 */
import { background, choice, setUp, slider, spacing } from "../blocks.js";
import type { DiyContext } from "../context.js";

/** The width, in pixels, the hotspot areas are measured against. */
export const HOTSPOT_WIDTH = 456;

export interface HotspotArea {
  starX: number;
  starY: number;
  areaWidth: number;
  areaHeight: number;
  link: string;
  name: string;
}

export const homeHotspotDefaults = (_: DiyContext) => ({
  name: "homeHotspot" as const,
  setUp: setUp("热区"),
  tabConfig: choice(
    "选择样式",
    0,
    [{ val: "样式一", icon: "icon-tupian-yangshiyi", count: 1 }],
    {
      tabTitle: "内容设置",
      isShow: 0,
    },
  ),
  checkoutConfig: {
    title: "图片设置",
    tabTitle: "内容设置",
    checkoutVal: "2",
    isShow: 0,
    list: [] as unknown[],
    hotspot: [] as HotspotArea[],
  },
  picStyle: {
    tabTitle: "内容设置",
    tabVal: 0,
    isHotspot: 1,
    picList: [{ image: "", link: "" }],
  },
  menuConfig: {
    title: "",
    maxList: 1,
    isCube: 1,
    isSmall: false,
    list: [
      {
        img: "",
        info: [{ title: "链接", tips: "请输入链接", value: "", max: 100 }],
      },
    ],
  },
  bgColor: background(),
  bgStyle: spacing.bgRadius(0),
  contentStyle: spacing.radius("contentStyle", 0, "内容圆角", {
    tabTitle: "圆角设置",
  }),
  lrConfig: spacing.sides(12, 40),
  upConfig: spacing.up(10),
  downConfig: spacing.down(10),
  mbConfig: spacing.page(10),
  igConfig: slider("图片间距", 0, { min: 0, max: 30 }),
});
