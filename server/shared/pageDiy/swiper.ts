/** The carousel blocks the banner and the header share (the header's carousel is limited to 10 pictures). */
import {
  choice,
  colours,
  options,
  pictureEntry,
  themeTone,
  titleField,
  linkField,
  alignments,
  type Extra,
} from "./blocks.js";

export const swiperStyle = (extra: Extra = {}) =>
  choice("选择风格", 0, options(["样式1", "样式2"]), { ...extra, isShow: 1 });

export const swiperDots = (tabTitle: string) => ({
  themeStyleConfig: themeTone(),
  docColor: colours("指示器颜色", ["#E93323"], { name: "docColor", isShow: 0 }),
  docConfig: choice(
    "指示器样式",
    0,
    options(
      ["圆形", "直线", "无指示器"],
      ["icon-yuandian", "icon-xiantiao", "icon-buxianshi"],
    ),
    { cname: "swiper", tabTitle, isShow: 1 },
  ),
  txtStyle: choice("指示器位置", 0, alignments(false), { isShow: 1 }),
});

/** A slide: picture, title (`titleMax` characters) and link. */
export const slide = (
  title: string,
  titleMax: number,
  linkTips = "请选择链接",
) =>
  pictureEntry("", [
    titleField(title, `选填，不超过${titleMax}个字`, titleMax),
    linkField("", linkTips),
  ]);
