/**
 * The configuration blocks the original designer's widgets are made of (each widget's
 * `defaultConfig`, CRMEB mer v1.9). A stored component keeps, next to each value, the labels
 * the original designer shows (`title`, `tabTitle`, `tips`, option lists): they are part of
 * the format, so the blocks below carry them too. Shapes that repeat across widgets are
 * built here once; each widget file composes them.
 */

/** Keys some blocks carry besides their value (`tabTitle` opens a section, `name`, `min`/`max`, `isShow`…). */
export type Extra = Record<string, unknown>;

/** `[{item}]`: the colour list of a colour block. */
export const colourList = (...items: string[]) =>
  items.map((item) => ({ item }));

/** A colour block (`c_bg_color`): `color` is edited, `default` is what "reset" restores. */
export const colours = (title: string, items: string[], extra: Extra = {}) => ({
  title,
  ...extra,
  color: colourList(...items),
  default: colourList(...items),
});

/** A number block (`c_slider`, `c_input_number`): `val`, with its bounds. */
export const slider = (title: string, val: number, extra: Extra = {}) => ({
  title,
  val,
  ...extra,
});

/** A text block (`c_input_item`): `val`, with its placeholder and length. */
export const textBlock = (title: string, val: string, extra: Extra = {}) => ({
  title,
  val,
  ...extra,
});

/** An option list: `[{val}]`, or `[{val, icon}]` when icons are given. */
export const options = (labels: string[], icons?: string[]) =>
  labels.map((val, i) => (icons ? { val, icon: icons[i]! } : { val }));

/** A choice block (`c_txt_tab`, `c_radio`, `c_tab`): `tabVal` indexes `list`. */
export const choice = <L>(
  title: string,
  tabVal: number,
  list: L[],
  extra: Extra = {},
) => ({
  title,
  tabVal,
  ...extra,
  list,
});

/** A picture block (`c_upload_img`): `url`. */
export const picture = (title: string, url: string, extra: Extra = {}) => ({
  title,
  url,
  ...extra,
});

/** The panel switch every widget has: `tabVal` 0 content, 1 style (absent on widgets without the switch). */
export const setUp = (cname: string, switchable = true) =>
  switchable ? { tabVal: 0, cname } : { cname };

/** "Follow the shop theme / custom" for a widget's accent colours. */
export const themeTone = () =>
  choice("色调", 0, options(["跟随主题风格", "自定义"]), { isShow: 1 });

/** Left, centre, right; `withStyle` adds the CSS value the storefront reads (`style`). */
export const alignments = (withStyle: boolean, count = 3) =>
  (
    [
      ["居左", "icon-juzuo", "left"],
      ["居中", "icon-juzhong", "center"],
      ["居右", "icon-juyou", "right"],
    ] as const
  )
    .slice(0, count)
    .map(([val, icon, style]) =>
      withStyle ? { val, icon, style } : { val, icon },
    );

/** Spacing and corners: the blocks most widgets end with. */
export const spacing = {
  up: (val: number, extra: Extra = { tabTitle: "边距设置" }) =>
    slider("上边距", val, { min: 0, max: 100, ...extra }),
  down: (val: number, extra: Extra = {}) =>
    slider("下边距", val, { ...extra, min: 0 }),
  sides: (val: number, max?: number, extra: Extra = {}) =>
    slider("左右边距", val, {
      ...extra,
      min: 0,
      ...(max === undefined ? {} : { max }),
    }),
  page: (val: number) => slider("页面间距", val, { min: 0 }),
  gap: (val: number, max: number, title = "内容间距") =>
    slider(title, val, { min: 0, max }),
  bgRadius: (val: number) =>
    slider("背景圆角", val, {
      tabTitle: "圆角设置",
      name: "bgStyle",
      min: 0,
      max: 30,
    }),
  radius: (name: string, val: number, title = "内容圆角", extra: Extra = {}) =>
    slider(title, val, { ...extra, name, min: 0, max: 30 }),
};

/** A two-colour background (`bgColor`), white unless told. */
export const background = (
  items: [string, string] = ["#FFFFFF", "#FFFFFF"],
  extra: Extra = {},
) => colours("背景颜色", items, { tabTitle: "颜色设置", ...extra });

/** One entry of a picture list (carousel slide, menu entry): the picture, then its fields; the last field is the link. */
export const pictureEntry = (
  img: string,
  fields: Array<
    { title: string; value: string; tips: string; max: number } & Extra
  >,
  extra: Extra = {},
) => ({ img, info: fields, ...extra });

/** The title and link fields of a slide or menu entry. */
export const titleField = (
  value: string,
  tips: string,
  max: number,
  extra: Extra = {},
) => ({
  title: "标题",
  value,
  tips,
  max,
  ...extra,
});
export const linkField = (
  value: string,
  tips = "请输入链接",
  extra: Extra = {},
) => ({
  title: "链接",
  value,
  tips,
  max: 100,
  ...extra,
});
