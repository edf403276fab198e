/** The goods blocks the goods list and the tabs share: how goods are chosen, sorted and shown. */
import { choice, colours, options } from "./blocks.js";

/** Chosen goods (0) or goods of chosen categories (1). */
export const goodsSource = (
  title: string,
  extra: Record<string, unknown> = {},
) =>
  choice(title, 0, [{ name: "指定商品" }, { name: "指定分类" }], {
    tabTitle: "商品设置",
    ...extra,
  });

/** Name (0), price (1), sold count (2). */
export const goodsInfo = () => ({
  title: "展示信息",
  tabTitle: "显示内容",
  name: "rowsNum",
  activeValue: [0, 1, 2],
  list: options(["商品名称", "商品价格", "已售数量"]),
});

/** The categories picked for "goods of chosen categories" (`activeValue` ids; `list` is the category tree the editor loads). */
export const categoryChoice = () => ({
  title: "商品分类",
  activeValue: [] as number[],
  list: [] as unknown[],
  isMultiple: true,
  goodsList: [] as unknown[],
  isShow: 0,
});

export const goodsSort = (isShow: number) =>
  choice(
    "商品排序",
    0,
    options(
      ["综合", "销量", "价格"],
      ["icon-zonghe", "icon-xiaoliang", "icon-jiage"],
    ),
    {
      name: "goodsSort",
      isShow,
    },
  );

export const sortOrder = (isShow: number) =>
  choice(
    "排序规则",
    0,
    options(["正序", "降序"], ["icon-icon-up", "icon-icon-down"]),
    {
      name: "sortCollation",
      isShow,
    },
  );

export const LAYOUT_ICONS = [
  "icon-shangpin-danlie",
  "icon-shangpin-lianglie",
  "icon-shangpin-sanlie",
  "icon-shangpin-datu",
];

export const soldColour = (name: string) =>
  colours("已售数量颜色", ["#666"], { name });
