/** 秒杀 (`home_seckill.vue`, stored as `seckill`): the flash-sale strip; the storefront fills in the goods. */
import { colours, setUp, spacing, textBlock, themeTone } from "../blocks.js";
import { layouts, shownFacts, titlePicture } from "../activity.js";
import type { DiyContext } from "../context.js";

export const homeSeckillDefaults = ({ texts, media }: DiyContext) => ({
  name: "seckill" as const,
  setUp: setUp("秒杀"),
  tabConfig: layouts(["样式1", "样式2"], ["icon-yangshiyi", "icon-yangshier"]),
  logoConfig: titlePicture(
    media("crmebimage/presets/seckillTitle.png"),
    "图标设置",
    "建议：124px*32px",
  ),
  titleConfig: textBlock("标题内容", texts.seckillTitle, {
    tabTitle: "标题设置",
    place: "请输入标题",
    isShow: 1,
    max: 15,
  }),
  typeConfig: shownFacts(["商品名称", "商品价格"]),
  bgColor: colours("背景颜色", ["#FF2200", "#FFFFFF"], {
    tabTitle: "颜色设置",
    isShow: 1,
  }),
  nameColor: colours("商品名称颜色", ["#282828"], { isShow: 1 }),
  titleColor: colours("标题颜色", ["#fff"], { isShow: 1 }),
  themeStyleConfig: themeTone(),
  priceColor: colours("价格颜色", ["#E93323"], { isShow: 0 }),
  bgStyle: spacing.bgRadius(7),
  contentStyle: spacing.radius("contentStyle", 5),
  upConfig: spacing.up(10),
  downConfig: spacing.down(10),
  lrConfig: spacing.sides(12, 25),
  mbConfig: spacing.page(10),
  contentConfig: spacing.gap(10, 30),
});
