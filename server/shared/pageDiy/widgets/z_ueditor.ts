/** 富文本 (`z_ueditor.vue`, stored as `richTextEditor`). */
import { background, setUp, spacing } from "../blocks.js";
import type { DiyContext } from "../context.js";

export const ueditorDefaults = (_: DiyContext) => ({
  name: "richTextEditor" as const,
  setUp: setUp("富文本"),
  bgColor: background(),
  lrConfig: spacing.sides(12, undefined, { tabTitle: "边距设置" }),
  mbConfig: spacing.page(10),
  bgStyle: spacing.bgRadius(0),
  richText: { tabTitle: "富文本内容", val: "" },
});
