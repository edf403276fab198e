/** 轮播图 (`banner.vue`, stored as `swiperBg`). */
import { background, setUp, spacing } from "../blocks.js";
import type { DiyContext } from "../context.js";
import { slide, swiperDots, swiperStyle } from "../swiper.js";

const TIPS = "建议：图片尺寸750*332px；鼠标拖拽版块可调整图片顺序";

export const bannerDefaults = ({ texts }: DiyContext) => ({
  name: "swiperBg" as const,
  isShow: true,
  setUp: setUp("轮播图"),
  swiperConfig: {
    tabTitle: "版块设置",
    tips: TIPS,
    title: TIPS,
    maxList: 1000,
    list: [slide(texts.slideTitle, 8)],
  },
  swiperStyleConfig: swiperStyle({ tabTitle: "展示设置" }),
  upConfig: spacing.up(10, {}),
  downConfig: spacing.down(10, { tabTitle: "边距设置" }),
  bgStyle: spacing.bgRadius(0),
  lrConfig: spacing.sides(12, 15),
  mbConfig: spacing.page(0),
  bgColor: background(),
  ...swiperDots("指示器设置"),
  contentStyle: spacing.radius("contentStyle", 7),
});
