/** 视频 (`home_video.vue`, stored as `video`): an uploaded video (`uploadVideo`) or a video link (`link`), with a cover. */
import { background, choice, options, setUp, spacing } from "../blocks.js";
import type { DiyContext } from "../context.js";

const SIZE_TIPS = "建议上传大小：宽152px，高60px";

export const homeVideoDefaults = (_: DiyContext) => ({
  name: "video" as const,
  setUp: setUp("视频"),
  tabConfig: choice(
    "视频类型",
    0,
    options(
      ["手动上传", "视频链接"],
      ["icon-shoudongshangchuan", "icon-shipinlianjie"],
    ),
    {
      name: "tabConfig",
      tabTitle: "视频内容设置",
    },
  ),
  uploadVideo: {
    title: "上传视频",
    name: "uploadVideo",
    isShow: 1,
    tips: SIZE_TIPS,
    header: "设置logo",
    url: "",
  },
  cover: {
    name: "cover",
    isShow: 1,
    tips: SIZE_TIPS,
    header: "设置logo",
    url: "",
    title: "视频封面",
    val: "",
  },
  link: { title: "视频链接", value: "", place: "请输入链接地址", isShow: 0 },
  bgColor: background(),
  bgStyle: spacing.bgRadius(0),
  contantStyle: spacing.radius("contantStyle", 0, "内容圆角", {
    tabTitle: "圆角设置",
  }),
  upConfig: spacing.up(10),
  downConfig: spacing.down(10),
  mbConfig: spacing.page(10),
  lrConfig: spacing.sides(12, 40),
});
