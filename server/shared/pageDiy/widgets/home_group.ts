/** 拼团 (`home_group.vue`, stored as `group`): the group-buy strip with its header (picture or text) and goods. */
import {
  background,
  choice,
  colours,
  options,
  picture,
  setUp,
  spacing,
  textBlock,
  themeTone,
} from "../blocks.js";
import { layouts, shownFacts, titlePicture } from "../activity.js";
import type { DiyContext } from "../context.js";

const white = (title: string, extra: Record<string, unknown> = {}) =>
  colours(title, ["#FFFFFF"], extra);

export const homeGroupDefaults = ({ texts, media }: DiyContext) => ({
  name: "group" as const,
  setUp: setUp("拼团"),
  tabConfig: layouts(
    ["样式一", "样式二", "样式三", "样式四"],
    [
      "icon-yangshier",
      "icon-yangshisan",
      "icon-dianpujie-yangshiyi",
      "icon-ic_layout4",
    ],
  ),
  selectStyle: choice("标题类型", 0, options(["图片", "文字"]), {
    cname: "selectStyle",
    isShow: 1,
  }),
  logoConfig: {
    ...titlePicture(
      media("crmebimage/presets/groupTitle.png"),
      "头部设置",
      "建议：154px*32px",
    ),
    title: "标题图片",
  },
  selectBgImg: choice("选择风格", 0, options(["背景图片", "背景色"]), {
    cname: "selectBgImg",
    isShow: 1,
  }),
  bgImg: picture("背景图片", media("crmebimage/presets/groupBg.png"), {
    isShow: 1,
    tips: "建议：710px*96px",
  }),
  titleConfig: textBlock("标题文字", texts.groupTitle, {
    place: "请输入标题",
    isShow: 1,
    max: 6,
  }),
  typeConfig: shownFacts(["商品名称", "活动标签", "商品价格", "商品原价"]),
  groupBtnConfig: choice("拼团按钮", 0, options(["显示", "隐藏"]), {
    cname: "groupBtnConfig",
    isShow: 1,
  }),
  bgColor: background(undefined, { tabTitle: "头部设置", isShow: 1 }),
  contentBgColor: colours("内容背景", ["#FFFFFF", "#FFFFFF"], {
    tabTitle: "颜色设置",
    isShow: 1,
  }),
  headerTitleStyle: choice("标题文字", 0, options(["加粗", "正常", "倾斜"]), {
    cname: "headerTitleStyle",
    isShow: 1,
  }),
  headerTitleColor: white("标题颜色", { isShow: 1 }),
  lineColor: white("分割线颜色"),
  titleColor: white("提示文字颜色"),
  headerBtnColor: white("头部按钮颜色"),
  nameColor: colours("商品名称颜色", ["#000000"], { tabTitle: "商品设置" }),
  originalColor: colours("商品原价颜色", ["#999999"]),
  themeStyleConfig: themeTone(),
  priceColor: colours("拼团价格颜色", ["#E93323"], { isShow: 0 }),
  groupTitleColor: colours("标签颜色", ["rgba(233, 51, 35, 1)"], { isShow: 0 }),
  btnColor: colours("按钮颜色", ["#E93323", "#E93323"], { isShow: 0 }),
  btnFontColor: white("按钮文字颜色", { isShow: 1 }),
  bgStyle: spacing.bgRadius(7),
  contentStyle: spacing.radius("contentStyle", 5, "图片圆角"),
  upConfig: spacing.up(10),
  downConfig: spacing.down(10),
  lrConfig: spacing.sides(12, 15),
  mbConfig: spacing.page(0),
  contentConfig: spacing.gap(5, 20),
});
