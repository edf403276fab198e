/** 选项卡 (`home_tab.vue`, stored as `homeTab`): tabs, each with its own goods (`tabItemConfig.list[].activeList`). */
import {
  background,
  choice,
  colours,
  options,
  setUp,
  slider,
  spacing,
  themeTone,
} from "../blocks.js";
import type { DiyContext } from "../context.js";
import {
  categoryChoice,
  goodsInfo,
  goodsSort,
  goodsSource,
  LAYOUT_ICONS,
  soldColour,
  sortOrder,
} from "../goods.js";

/** A tab: its title; `activeList` holds its goods and look once it has been set up (null before). */
export const tabEntry = (val: string) => ({
  val,
  activeList: null as null | Record<string, unknown>,
  activeTabIndex: 0,
  selectConfigList: [] as unknown[],
});

export const homeTabDefaults = ({ texts }: DiyContext) => ({
  name: "homeTab" as const,
  setUp: setUp("选项卡"),
  tabItemConfig: {
    tabTitle: "选项卡设置",
    title: "选项卡设置",
    name: "tabItemConfig",
    tabVal: 0,
    list: [tabEntry(texts.tabTitle)],
  },
  itemStyle: choice(
    "展现样式",
    0,
    options(["单列", "两列", "三列", "大图"], LAYOUT_ICONS),
    {
      tabTitle: "展现形式",
      name: "itemSstyle",
      isShow: 1,
    },
  ),
  tabConfig: goodsSource("商品列表", { isShow: 1 }),
  typeConfig: goodsInfo(),
  selectConfig: categoryChoice(),
  goodsSort: goodsSort(0),
  sortCollation: sortOrder(1),
  numConfig: { val: 6, isShow: 1, max: 50 },
  bgColor: background(undefined, { tabTitle: "背景设置" }),
  tabBgColor: colours("背景颜色", ["#FFFFFF", "#FFFFFF"]),
  fontColor: colours("文字颜色", ["#282828"], {
    tabTitle: "标签设置",
    name: "fontColor",
  }),
  checkThemeStyleConfig: themeTone(),
  priceThemeStyleConfig: themeTone(),
  checkColor: colours("选中颜色", ["#e93323"], { name: "checkColor" }),
  priceColor: colours("价格颜色", ["#e93323"], { name: "priceColor" }),
  soldColor: soldColour("soldColor"),
  titleColor: colours("商品标题颜色", ["#282828"], { name: "titleColor" }),
  labelColor: colours("标签背景颜色", ["#e93323"], {
    tabTitle: "显示内容",
    name: "labelColor",
  }),
  upConfig: spacing.up(10),
  downConfig: spacing.down(10, { tabTitle: "边距设置", max: 100 }),
  lrConfig: spacing.sides(12, 15),
  contentConfig: spacing.gap(10, 20, "商品间距"),
  mbConfig: spacing.page(0),
  topConfig: slider("内容间距", 10, { min: 0, max: 30 }),
  productList: {},
  goodsList: { max: 20, list: [] as unknown[] },
  bgStyle: spacing.bgRadius(7),
  contentStyle: spacing.radius("contentStyle", 7),
});
