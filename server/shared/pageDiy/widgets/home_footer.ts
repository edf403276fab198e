/** 底部菜单 (`home_footer.vue`, stored as `footer`): up to five entries, each with a picture for on and off. */
import { background, colours, setUp, spacing, themeTone } from "../blocks.js";
import type { DiyContext } from "../context.js";

export const footerEntry = (
  name: string,
  link: string,
  checked = "",
  unchecked = "",
) => ({
  checked,
  unchecked,
  name,
  link,
});

export const homeFooterDefaults = ({
  texts,
  merId,
  serviceLink,
}: DiyContext) => ({
  name: "footer" as const,
  setUp: setUp("底部菜单"),
  bgColor: background(),
  fontColor: colours("文字颜色", ["#282828"], {
    tabTitle: "标签设置",
    name: "fontColor",
  }),
  themeStyleConfig: themeTone(),
  checkColor: colours("选中颜色", ["#E93323"], {
    name: "checkColor",
    isShow: 0,
  }),
  lrConfig: spacing.sides(0, undefined, { tabTitle: "边距设置" }),
  bgStyle: spacing.bgRadius(0),
  menuList: {
    tabTitle: "内容设置",
    tabVal: 0,
    list: [
      footerEntry(
        texts.footer.home,
        `/pages/merchant/home/index?merId=${merId}`,
      ),
      footerEntry(
        texts.footer.category,
        `/pages/merchant/classify_coupon/index?id=${merId}&tabActive=1`,
      ),
      footerEntry(
        texts.footer.coupons,
        `/pages/merchant/classify_coupon/index?id=${merId}&tabActive=2`,
      ),
      footerEntry(texts.footer.service, serviceLink),
    ],
  },
});
