/** The search-bar blocks the search box and the header share. */
import { choice, colours } from "./blocks.js";

export const hotWords = (words: string[]) => ({
  title: "搜索热词",
  tabTitle: "搜索热词",
  tips: "最多可设置20个热词，鼠标拖拽左侧圆点可调整热词顺序",
  list: words.map((val) => ({ val })),
});

/** Seconds between hot words. */
export const hotWordSeconds = () => ({
  title: "切换时间",
  val: 3,
  place: "设置搜索热词显示时间",
  max: 100,
  unit: "秒",
  isShow: 1,
});

export const boxColour = () => colours("框体颜色", ["#fff"]);

/** A text-alignment choice whose options carry the CSS value (`style`). */
export const textAlign = <L>(list: L[], extra: Record<string, unknown> = {}) =>
  choice("文本位置", 0, list, { ...extra, isShow: 1 });
