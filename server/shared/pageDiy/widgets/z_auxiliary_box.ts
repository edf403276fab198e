/** 辅助空白 (`z_auxiliary_box.vue`, stored as `blankPage`). */
import { background, setUp, slider, spacing } from "../blocks.js";
import type { DiyContext } from "../context.js";

export const auxiliaryBoxDefaults = (_: DiyContext) => ({
  name: "blankPage" as const,
  setUp: setUp("辅助空白", false),
  bgColor: background(["#f5f5f5", "#f5f5f5"], { name: "bgColor" }),
  heightConfig: slider("空白高度", 10, { tabTitle: "高度设置", min: 1 }),
  lrConfig: spacing.sides(0, 30),
  mbConfig: spacing.page(10),
});
