/** 店铺信息 (`home_store.vue`, stored as `homeStore`): the shop's logo, name, stars and follow button. */
import { colours, setUp, spacing } from "../blocks.js";
import type { DiyContext } from "../context.js";

export const homeStoreDefaults = (_: DiyContext) => ({
  name: "homeStore" as const,
  setUp: setUp("店铺信息", false),
  followColor: colours("关注按钮颜色", ["#303133"], { tabTitle: "样式设置" }),
  logoStyleRadius: spacing.radius("logoStyleRadius", 7, "logo圆角"),
  upConfig: spacing.up(10),
  downConfig: spacing.down(10),
  lrConfig: spacing.sides(12, 25),
  mbConfig: spacing.page(10),
  bgStyle: spacing.bgRadius(0),
});
