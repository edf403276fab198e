/**
 * 辅助线 (`z_auxiliary_line.vue`, stored as `guide`). The original's panel is
 * `mobileConfig/c_auxiliary_line.vue` (setUp, bgColor, lineColor, lineStyle, heightConfig,
 * lrConfig, mbConfig); the defaults are those of CRMEB's matching `z_auxiliary_line.vue`.
 */
import {
  background,
  choice,
  colours,
  setUp,
  slider,
  spacing,
} from "../blocks.js";
import type { DiyContext } from "../context.js";

export const auxiliaryLineDefaults = (_: DiyContext) => ({
  isHide: false,
  name: "guide" as const,
  setUp: setUp("辅助线", false),
  bgColor: background(),
  lineColor: colours("线条颜色", ["#979797"]),
  lineStyle: choice(
    "线条样式",
    0,
    [
      { val: "虚线", style: "dashed", icon: "icon-xuxian" },
      { val: "实线", style: "solid", icon: "icon-shixian" },
      { val: "点状线", style: "dotted", icon: "icon-dianzhuangxian" },
    ],
    { tabTitle: "样式设置", isShow: 1 },
  ),
  heightConfig: slider("线条高度", 1, { min: 1 }),
  lrConfig: spacing.sides(0),
  mbConfig: spacing.page(10),
});
