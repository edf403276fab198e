/** 头部组件 (`home_comb.vue`, stored as `homeComb`): search bar, shop card and carousel over a blurred picture. */
import { alignments, choice, colours, setUp, spacing } from "../blocks.js";
import type { DiyContext } from "../context.js";
import { boxColour, hotWords, hotWordSeconds, textAlign } from "../search.js";
import { slide, swiperDots, swiperStyle } from "../swiper.js";

const TIPS =
  "最多可添加10张图片，建议宽度750*332px；鼠标拖拽左侧圆点可调整图片顺序";

export const homeCombDefaults = ({ texts }: DiyContext) => ({
  name: "homeComb" as const,
  setUp: setUp("头部组件", false),
  tabConfig: choice(
    "选择组件",
    0,
    [
      { val: "搜索框", icon: "icon-zuhe-sousuokuang", count: 1 },
      { val: "店铺信息", icon: "icon-zuhe-fenlei", count: 2 },
      { val: "轮播图", icon: "icon-zuhe-lunbotu", count: 3 },
    ],
    { tabTitle: "设置内容", type: 0, isShow: 1 },
  ),
  hotWords: hotWords([texts.hotWord]),
  // The header's placeholder is `value` where the search box's is `val` (as the original).
  placeWords: {
    title: "提示文字",
    tabTitle: "提示文字设置",
    value: texts.searchPlaceholder,
    isShow: 1,
  },
  titleConfig: hotWordSeconds(),
  textPosition: textAlign(alignments(true)),
  borderColor: boxColour(),
  textColor: colours("文字颜色", ["#303133"], { tabTitle: "样式设置" }),
  followColor: colours("关注按钮颜色", ["#303133"], { tabTitle: "样式设置" }),
  logoStyleRadius: spacing.radius("logoStyleRadius", 7, "logo圆角"),
  contentStyle: spacing.radius("contentStyle", 30),
  contentStyleBanner: spacing.radius("contentStyleBanner", 7),
  swiperConfig: {
    tabTitle: "内容设置",
    tips: TIPS,
    title: TIPS,
    maxList: 10,
    isSmall: true,
    list: [slide("", 10, "请输入链接")],
  },
  swiperStyleConfig: swiperStyle(),
  ...swiperDots("样式设置"),
});
