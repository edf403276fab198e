/** Blocks the flash-sale and group-buy strips share. */
import { choice, options, picture } from "./blocks.js";

/** The strip's title picture (a preset of the platform unless replaced). */
export const titlePicture = (url: string, tabTitle: string, tips: string) =>
  picture("上传图标", url, { isShow: 1, tabTitle, tips });

/** Which goods facts show (`activeValue` indexes `list`). */
export const shownFacts = (labels: string[]) => ({
  tabTitle: "显示内容",
  name: "rowsNum",
  title: "展示信息",
  activeValue: labels.map((_, i) => i),
  list: options(labels),
});

/** Layout choice: `styles` labels with their icons. */
export const layouts = (labels: string[], icons: string[]) =>
  choice("展示样式", 0, options(labels, icons), {
    tabTitle: "布局设置",
    isShow: 1,
  });
