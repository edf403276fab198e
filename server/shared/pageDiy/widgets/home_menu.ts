/** 导航组 (`home_menu.vue`, stored as `menus`): picture shortcuts; `status` false hides an entry. */
import {
  background,
  choice,
  colours,
  linkField,
  options,
  pictureEntry,
  setUp,
  spacing,
  titleField,
} from "../blocks.js";
import type { DiyContext } from "../context.js";

/** A shortcut: picture, title (4 characters) and link, shown unless `status` is false. */
export const menuEntry = (title: string) =>
  pictureEntry(
    "",
    [
      titleField(title, "选填，不超过4个字", 4, { status: true }),
      linkField("", "请输入链接", { status: true }),
    ],
    { status: true },
  );

export const homeMenuDefaults = ({ texts }: DiyContext) => ({
  name: "menus" as const,
  setUp: setUp("导航组"),
  tabConfig: choice(
    "展示样式",
    0,
    options(["单行展示", "多行展示"], ["icon-yangshiyi", "icon-yangshier"]),
    {
      tabTitle: "展示设置",
      isShow: 1,
    },
  ),
  rowsNum: choice(
    "显示行数",
    0,
    options(
      ["2行", "3行", "4行"],
      ["icon-daohang-2hang", "icon-daohang-3hang", "icon-daohang-4hang"],
    ),
    { name: "rowsNum", isShow: 1 },
  ),
  number: choice(
    "显示个数",
    0,
    options(
      ["3个", "4个", "5个"],
      ["icon-daohang-3ge", "icon-daohang-4ge", "icon-daohang-5ge"],
    ),
    { name: "number", isShow: 1 },
  ),
  bgStyle: spacing.bgRadius(0),
  contentStyle: spacing.radius("contentStyle", 30),
  menuConfig: {
    tabTitle: "内容设置",
    title: "最多可添加1张图片，建议宽度90 * 90px",
    maxList: 100,
    list: texts.menuTitles.map(menuEntry),
  },
  bgColor: background(["#fff", "#fff"], { name: "bgColor" }),
  titleColor: colours("文字颜色", ["#282828"], { name: "titleColor" }),
  contentConfig: spacing.gap(10, 30),
  upConfig: spacing.up(10),
  downConfig: spacing.down(10),
  lrConfig: spacing.sides(12, 25),
  mbConfig: spacing.page(10),
});
