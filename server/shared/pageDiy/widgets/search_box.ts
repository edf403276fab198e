/** 搜索框 (`search_box.vue`, stored as `headerSerch`). */
import {
  alignments,
  background,
  colours,
  setUp,
  slider,
  spacing,
} from "../blocks.js";
import type { DiyContext } from "../context.js";
import { boxColour, hotWords, hotWordSeconds, textAlign } from "../search.js";

export const searchBoxDefaults = ({ texts }: DiyContext) => ({
  name: "headerSerch" as const,
  setUp: setUp("搜索框"),
  // Left or centre only.
  textPosition: textAlign(alignments(true, 2), {
    tabTitle: "文本位置",
    name: "textPosition",
  }),
  bgStyle: spacing.bgRadius(0),
  contentStyle: spacing.radius("contentStyle", 15),
  bgColor: background(["#E93323", "#E93323"]),
  borderColor: boxColour(),
  textColor: colours("输入文字颜色", ["#303133"]),
  hotWords: hotWords([texts.hotWord]),
  placeWords: {
    title: "提示文字",
    tabTitle: "提示文字设置",
    val: texts.searchPlaceholder,
    isShow: 1,
  },
  titleConfig: hotWordSeconds(),
  lrConfig: slider("左右边距", 12, { tabTitle: "边距设置", min: 0, max: 20 }),
});
