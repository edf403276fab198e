/** 优惠券 (`home_coupon.vue`, stored as `homeCoupon`): the shop's coupons in four styles; the storefront picks them. */
import {
  background,
  choice,
  colours,
  options,
  picture,
  setUp,
  spacing,
  textBlock,
  themeTone,
} from "../blocks.js";
import type { DiyContext } from "../context.js";

export const homeCouponDefaults = ({ media }: DiyContext) => ({
  name: "homeCoupon" as const,
  setUp: setUp("优惠券"),
  tabConfig: choice(
    "展示样式",
    0,
    options(
      ["样式1", "样式2", "样式3", "样式4"],
      [
        "icon-pintuanyangshiyi",
        "icon-youhuiquanyangshier",
        "icon-youhuiquanyangshisan",
        "icon-youhuiquanyangshisi",
      ],
    ),
    { tabTitle: "布局设置", isShow: 1 },
  ),
  logoConfig: picture("上传图标", media("crmebimage/perset/202412/yhq.png"), {
    isShow: 1,
    tabTitle: "图标设置",
    tips: "建议：124px*32px",
  }),
  linkConfig: textBlock("更多链接", "/pages/activity/couponList/index", {
    place: "请选择链接",
    isShow: 1,
    max: 100,
  }),
  numConfig: {
    tabTitle: "展示内容",
    title: "展示数量",
    strictly: 1,
    val: 5,
    isShow: 1,
  },
  bgColor: background(undefined, { isShow: 1 }),
  themeStyleConfig: themeTone(),
  bgColorNew: colours("背景颜色", ["#FFFFFF"], {
    tabTitle: "颜色设置",
    isShow: 0,
  }),
  priceColor: colours("优惠金额颜色", ["#FFFFFF"], { isShow: 0 }),
  btnColor: colours("领取按钮颜色", ["#FF7931", "#E93323"], { isShow: 0 }),
  itemBgColor: colours("优惠券背景", ["#E93323"], { isShow: 0 }),
  bgStyle: spacing.bgRadius(0),
  upConfig: spacing.up(10),
  downConfig: spacing.down(10),
  lrConfig: spacing.sides(12, 25),
  contentConfig: spacing.gap(5, 30),
  mbConfig: spacing.page(10),
});
