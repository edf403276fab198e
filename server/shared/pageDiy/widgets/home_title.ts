/** 标题 (`home_title.vue`, stored as `titles`): title, subtitle and a "more" button, on a picture or colours. */
import {
  background,
  choice,
  colours,
  options,
  picture,
  setUp,
  slider,
  spacing,
  textBlock,
} from "../blocks.js";
import type { DiyContext } from "../context.js";

const textColour = (title: string, name: string) =>
  colours(title, ["#282828"], { tabTitle: "文字设置", name });

export const homeTitleDefaults = ({ texts }: DiyContext) => ({
  name: "titles" as const,
  setUp: setUp("标题"),
  titleConfig: textBlock("标题名称", texts.title, {
    tabTitle: "文本标题",
    place: "请输入标题，限制8个字以内",
    max: 8,
    isShow: 1,
  }),
  titleFuConfig: textBlock("副标题", texts.subtitle, {
    tabTitle: "文本标题",
    place: "请输入副标题，限制12个字以内",
    max: 12,
    isShow: 1,
  }),
  titleRightConfig: textBlock("右侧文字", texts.more, {
    tabTitle: "右侧文字",
    place: "请输入右侧文字，限制4个字以内",
    max: 4,
    isShow: 1,
  }),
  bgImg: picture("上传背景图", "", { isShow: 1, tips: "建议：910px*86px" }),
  selectShow: choice("右侧按钮", 0, options(["显示", "隐藏"]), {
    cname: "selectShow",
    isShow: 1,
  }),
  selectStyle: choice("选择风格", 0, options(["背景图片", "背景色"]), {
    cname: "selectStyle",
    isShow: 1,
  }),
  bgColor: background(undefined, { isShow: 1 }),
  linkConfig: textBlock("链接", "", {
    place: "请输入链接地址",
    max: 100,
    isShow: 1,
  }),
  fontColor: textColour("标题颜色", "fontColor"),
  bgTopStyle: slider("上圆角", 0, {
    tabTitle: "圆角设置",
    name: "bgStyle",
    min: 0,
    max: 30,
  }),
  bgDownStyle: slider("下圆角", 0, { name: "bgStyle", min: 0, max: 30 }),
  textStyle: choice(
    "文本样式",
    0,
    [
      { val: "正常", style: "normal", icon: "icon-zhengchang" },
      { val: "斜体", style: "italic", icon: "icon-qingxie" },
      { val: "加粗", style: "bold", icon: "icon-jiacu" },
    ],
    { isShow: 1 },
  ),
  fontSize: slider("标题文字", 20, { min: 12, max: 30 }),
  fontFuColor: textColour("副标题颜色", "fontFuColor"),
  fontFuSize: slider("副标题文字", 14, { min: 12, max: 20 }),
  fontRightColor: textColour("按钮颜色", "fontFuColor"),
  fontRightSize: slider("按钮文字", 12, { min: 12, max: 20 }),
  upConfig: spacing.up(10),
  downConfig: spacing.down(10, { tabTitle: "边距设置" }),
  lrConfig: spacing.sides(12, 40),
  mbConfig: spacing.page(10),
});
