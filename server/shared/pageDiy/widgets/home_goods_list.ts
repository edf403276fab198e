/** 商品列表 (`home_goods_list.vue`, stored as `goodList`). */
import {
  background,
  choice,
  colours,
  options,
  setUp,
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

export const homeGoodsListDefaults = (_: DiyContext) => ({
  name: "goodList" as const,
  setUp: setUp("商品列表"),
  itemStyle: choice(
    "展现形式",
    0,
    options(["卡片", "列表", "三列", "大图"], LAYOUT_ICONS),
    {
      tabTitle: "展现形式",
      name: "itemSstyle",
      isShow: 1,
    },
  ),
  tabConfig: goodsSource("选择方式"),
  typeConfig: goodsInfo(),
  selectConfig: categoryChoice(),
  goodsSort: goodsSort(0),
  sortCollation: sortOrder(0),
  numConfig: { val: 6, isShowNum: false, max: 50 },
  bgColor: background(["#FFF", "#FFF"]),
  titleColor: colours("商品标题颜色", ["#282828"], { name: "titleColor" }),
  themeStyleConfig: themeTone(),
  priceColor: colours("价格颜色", ["#e93323"], {
    name: "priceColor",
    isShow: 0,
  }),
  soldColor: soldColour("labelColor"),
  bgStyle: spacing.bgRadius(0),
  contentStyle: spacing.radius("contentStyle", 7),
  upConfig: spacing.up(0),
  downConfig: spacing.down(0, { tabTitle: "边距设置" }),
  lrConfig: spacing.sides(12, 15),
  mbConfig: spacing.page(10),
  contentConfig: spacing.gap(10, 20),
  productList: { title: "商品列表", list: [] as unknown[] },
  goodsList: { max: 20, list: [] as unknown[], isShow: 1 },
});
