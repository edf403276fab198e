/** 图片魔方 (`picture_cube.vue`, stored as `pictureCube`): one to four pictures in six layouts. */
import { background, choice, setUp, slider, spacing } from "../blocks.js";
import type { DiyContext } from "../context.js";

/** How a picture fills its cell: "0" stretch, "1" scale, "2" fill. */
export type CubeFill = "0" | "1" | "2";

/** The layouts: label, icon and how many pictures each holds. */
export const CUBE_LAYOUTS = [
  ["样式一", "icon-tupian-yangshiyi", 1],
  ["样式二", "icon-tupian-yangshier", 2],
  ["样式三", "icon-tupian-yangshisan", 3],
  ["样式四", "icon-tupian-yangshisi", 3],
  ["样式五", "icon-tupian-yangshiwu", 4],
  ["样式六", "icon-tupian-yangshiliu", 4],
] as const;

export const cubeCell = (image = "", link = "", radioVal: CubeFill = "0") => ({
  image,
  link,
  radioVal,
});

/** The original's editor mirror of the selected cell (`picStyle.tabVal`): its picture, link and fill. */
export const cubeEditorEntry = (
  img = "",
  link = "",
  radioVal: CubeFill = "0",
) => ({
  img,
  info: [
    { title: "链接", tips: "请输入链接", value: link, max: 100, radioVal },
  ],
});

export const pictureCubeDefaults = (_: DiyContext) => ({
  name: "pictureCube" as const,
  setUp: setUp("图片魔方"),
  tabConfig: choice(
    "选择样式",
    0,
    CUBE_LAYOUTS.map(([val, icon, count]) => ({ val, icon, count })),
    { name: "pictureCure", tabTitle: "内容设置", isShow: 1 },
  ),
  picStyle: { tabVal: 0, picList: [cubeCell()] },
  menuConfig: {
    name: "tpmf",
    title: "",
    maxList: 1,
    isCube: 1,
    isSmall: false,
    nowIndex: 0,
    radioShow: 1,
    list: [cubeEditorEntry()],
  },
  bgColor: background(),
  bgStyle: spacing.bgRadius(0),
  contantStyle: spacing.radius("contantStyle", 0, "内容圆角", {
    tabTitle: "圆角设置",
  }),
  lrConfig: spacing.sides(12, 40),
  upConfig: spacing.up(10),
  downConfig: spacing.down(10),
  mbConfig: spacing.page(10),
  spaceConfig: slider("内容间距", 0, { min: 0, max: 20 }),
});
