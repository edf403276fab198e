/**
 * The components a shop home page is built from (the designer's widgets, contract §4.2), in the
 * original designer's format: `PageDiy.value` is an object keyed by timestamp; each component
 * names its kind in `name`, carries `timestamp`, `setUp` (`{tabVal?, cname}`), optionally `id`
 * and `isHide`, and its settings as the original's `defaultConfig` blocks (`{val}`, `{tabVal,
 * list}`, `{color: [{item}], default}`, `{url}`, `{list}`…, each with the labels the original
 * designer shows). The schemas check the values the storefront and the original designer read;
 * keys they do not name (labels, bounds, the original's editor state) pass and are stored as
 * sent. The default configurations live in server/shared/pageDiy.
 */
import { z } from "zod";

const int = (min: number, max: number) => z.number().int().min(min).max(max);
const text = (max: number) => z.string().max(max);
/** A picture, video or link address (stored relative when it is an uploaded file). */
const address = text(1000);
/** `#rrggbb`, `#rgb`, `rgba(…)` or a colour name. */
const colour = text(40);
const SHORT = 50;

// ---- the blocks every widget is made of ----
/** A number (`c_slider`, `c_input_number`). */
const num = (min = 0, max = 1000) => z.object({ val: int(min, max) });
/** A text (`c_input_item`). */
const words = (max = SHORT) => z.object({ val: text(max) });
/** A choice: `tabVal` picks one of `list` (the storefront reads `list[tabVal]`). */
const choice = z
  .object({ tabVal: int(0, 50), list: z.array(z.object({})).min(1).max(50) })
  .refine((c) => c.tabVal < c.list.length, { message: "tabVal 超出选项范围" });
/** `count` colours (`c_bg_color`); `default` is what the editor's reset restores. */
const colours = (count: number) => {
  const list = z.array(z.object({ item: colour })).length(count);
  return z.object({ color: list, default: list.optional() });
};
const picture = z.object({ url: address });
/** Which of `count` facts show (`c_checkbox_group`). */
const facts = (count: number) =>
  z.object({ activeValue: z.array(int(0, count - 1)).max(count) });
/** A picture with its fields (title…, then the link last), as slides and menu entries keep them. */
const pictureEntry = z.object({
  img: address,
  info: z
    .array(z.object({ value: address }))
    .min(1)
    .max(5),
  status: z.boolean().optional(),
});
const pictureList = (max: number) =>
  z.object({ list: z.array(pictureEntry).max(max) });
/** A product as a goods block keeps it (the product picker's row). */
const goods = z.object({
  id: int(1, Number.MAX_SAFE_INTEGER),
  image: address.optional(),
  name: text(200).optional(),
  price: z.union([text(20), z.number()]).optional(),
  sales: z.number().optional(),
  ficti: z.number().optional(),
  unitName: text(20).optional(),
});
const goodsList = z.object({ list: z.array(goods).max(50) });

// ---- blocks several widgets share ----
const spacing = {
  upConfig: num(),
  downConfig: num(),
  lrConfig: num(),
  mbConfig: num(),
};
const box = { ...spacing, bgStyle: num(), bgColor: colours(2) };
const search = {
  hotWords: z.object({ list: z.array(z.object({ val: text(20) })).max(20) }),
  titleConfig: num(0, 100),
  textPosition: choice,
  borderColor: colours(1),
  textColor: colours(1),
  contentStyle: num(),
};
const swiper = {
  swiperStyleConfig: choice,
  themeStyleConfig: choice,
  docColor: colours(1),
  docConfig: choice,
  txtStyle: choice,
};
const goodsChoice = {
  itemStyle: choice,
  tabConfig: choice,
  typeConfig: facts(3),
  selectConfig: z.object({
    activeValue: z.array(z.unknown()),
    list: z.array(z.unknown()),
    goodsList: z.array(z.unknown()),
  }),
  goodsSort: choice,
  sortCollation: choice,
  numConfig: num(1, 100),
  titleColor: colours(1),
  priceColor: colours(1),
  soldColor: colours(1),
  productList: z.object({}),
  goodsList,
};
/** The editor's mirror of the selected picture (picture cube, hotspot). */
const editorMirror = z.object({
  list: z.array(
    z.object({ img: address, info: z.array(z.object({ value: address })) }),
  ),
});

/** Every component kind by its stored `name`, with its Chinese name for messages. */
export const COMPONENT_SHAPES = {
  headerSerch: {
    label: "搜索框",
    fields: {
      ...search,
      placeWords: words(),
      bgStyle: num(),
      bgColor: colours(2),
      lrConfig: num(),
    },
  },
  homeComb: {
    label: "头部组件",
    fields: {
      ...search,
      ...swiper,
      tabConfig: choice,
      // The header keeps its placeholder in `value` (its editor adds `val`).
      placeWords: z.object({
        value: text(SHORT).optional(),
        val: text(SHORT).optional(),
      }),
      followColor: colours(1),
      logoStyleRadius: num(),
      contentStyleBanner: num(),
      swiperConfig: pictureList(10),
    },
  },
  swiperBg: {
    label: "轮播图",
    fields: {
      ...swiper,
      ...box,
      swiperConfig: pictureList(1000),
      contentStyle: num(),
    },
  },
  menus: {
    label: "导航组",
    fields: {
      ...box,
      tabConfig: choice,
      rowsNum: choice,
      number: choice,
      contentStyle: num(),
      menuConfig: pictureList(100),
      titleColor: colours(1),
      contentConfig: num(),
    },
  },
  titles: {
    label: "标题",
    fields: {
      ...spacing,
      titleConfig: words(),
      titleFuConfig: words(),
      titleRightConfig: words(),
      bgImg: picture,
      selectShow: choice,
      selectStyle: choice,
      bgColor: colours(2),
      linkConfig: words(1000),
      fontColor: colours(1),
      bgTopStyle: num(),
      bgDownStyle: num(),
      textStyle: choice,
      fontSize: num(1, 100),
      fontFuColor: colours(1),
      fontFuSize: num(1, 100),
      fontRightColor: colours(1),
      fontRightSize: num(1, 100),
    },
  },
  pictureCube: {
    label: "图片魔方",
    fields: {
      ...box,
      tabConfig: choice,
      picStyle: z.object({
        tabVal: int(0, 3),
        picList: z
          .array(
            z.object({
              image: address,
              link: address,
              radioVal: z.enum(["0", "1", "2"]).optional(),
            }),
          )
          .max(4),
      }),
      menuConfig: editorMirror,
      contantStyle: num(),
      spaceConfig: num(),
    },
  },
  goodList: {
    label: "商品列表",
    fields: {
      ...box,
      ...goodsChoice,
      themeStyleConfig: choice,
      contentStyle: num(),
      contentConfig: num(),
    },
  },
  homeTab: {
    label: "选项卡",
    fields: {
      ...box,
      ...goodsChoice,
      tabItemConfig: z
        .object({
          tabVal: int(0, 50),
          list: z
            .array(
              z.object({
                val: text(SHORT),
                activeList: z
                  .object({
                    goods: z.array(goods).max(50).optional(),
                    activeProTabIndex: int(0, 1).optional(),
                    activeValue: z.string().max(1000).optional(),
                    styleType: int(0, 3).optional(),
                    num: int(1, 100).optional(),
                    goodsSort: int(0, 2).optional(),
                    sortCollation: int(0, 1).optional(),
                    showContent: z.array(int(0, 2)).max(3).optional(),
                  })
                  .nullable(),
                activeTabIndex: int(0, 50).optional(),
                selectConfigList: z.array(goods).max(100).optional(),
              }),
            )
            .min(1)
            .max(20),
        })
        .refine((c) => c.tabVal < c.list.length, {
          message: "tabVal 超出选项卡范围",
        }),
      tabBgColor: colours(2),
      fontColor: colours(1),
      checkThemeStyleConfig: choice,
      priceThemeStyleConfig: choice,
      checkColor: colours(1),
      labelColor: colours(1),
      contentConfig: num(),
      topConfig: num(),
      contentStyle: num(),
    },
  },
  homeHotspot: {
    label: "热区",
    fields: {
      ...box,
      tabConfig: choice,
      checkoutConfig: z.object({
        hotspot: z
          .array(
            z.object({
              starX: z.number().min(0),
              starY: z.number().min(0),
              areaWidth: z.number().positive(),
              areaHeight: z.number().positive(),
              link: address.optional(),
              name: text(SHORT).optional(),
            }),
          )
          .max(50),
      }),
      picStyle: z.object({
        tabVal: int(0, 50),
        picList: z
          .array(z.object({ image: address, link: address.optional() }))
          .max(1),
      }),
      menuConfig: editorMirror,
      contentStyle: num(),
      igConfig: num(),
    },
  },
  video: {
    label: "视频",
    fields: {
      ...box,
      tabConfig: choice,
      // `isShow` says which of the two the original's panel shows.
      uploadVideo: z.object({ url: address, isShow: int(0, 1).optional() }),
      cover: picture,
      link: z.object({ value: address, isShow: int(0, 1).optional() }),
      contantStyle: num(),
    },
  },
  homeStore: {
    label: "店铺信息",
    fields: {
      ...spacing,
      bgStyle: num(),
      followColor: colours(1),
      logoStyleRadius: num(),
    },
  },
  footer: {
    label: "底部菜单",
    fields: {
      bgColor: colours(2),
      fontColor: colours(1),
      themeStyleConfig: choice,
      checkColor: colours(1),
      lrConfig: num(),
      bgStyle: num(),
      menuList: z.object({
        list: z
          .array(
            z.object({
              checked: address,
              unchecked: address,
              name: text(10),
              link: address,
            }),
          )
          .max(5),
      }),
    },
  },
  homeCoupon: {
    label: "优惠券",
    fields: {
      ...box,
      tabConfig: choice,
      logoConfig: picture,
      linkConfig: words(1000),
      numConfig: num(1, 100),
      themeStyleConfig: choice,
      bgColorNew: colours(1),
      priceColor: colours(1),
      btnColor: colours(2),
      itemBgColor: colours(1),
      contentConfig: num(),
    },
  },
  seckill: {
    label: "秒杀",
    fields: {
      ...box,
      tabConfig: choice,
      logoConfig: picture,
      titleConfig: words(),
      typeConfig: facts(2),
      nameColor: colours(1),
      titleColor: colours(1),
      themeStyleConfig: choice,
      priceColor: colours(1),
      contentStyle: num(),
      contentConfig: num(),
    },
  },
  group: {
    label: "拼团",
    fields: {
      ...box,
      tabConfig: choice,
      selectStyle: choice,
      logoConfig: picture,
      selectBgImg: choice,
      bgImg: picture,
      titleConfig: words(),
      typeConfig: facts(4),
      groupBtnConfig: choice,
      contentBgColor: colours(2),
      headerTitleStyle: choice,
      headerTitleColor: colours(1),
      lineColor: colours(1),
      titleColor: colours(1),
      headerBtnColor: colours(1),
      nameColor: colours(1),
      originalColor: colours(1),
      themeStyleConfig: choice,
      priceColor: colours(1),
      groupTitleColor: colours(1),
      btnColor: colours(2),
      btnFontColor: colours(1),
      contentStyle: num(),
      contentConfig: num(),
    },
  },
  blankPage: {
    label: "辅助空白",
    fields: {
      bgColor: colours(2),
      heightConfig: num(1, 1000),
      lrConfig: num(),
      mbConfig: num(),
    },
  },
  guide: {
    label: "辅助线",
    fields: {
      bgColor: colours(2),
      lineColor: colours(1),
      lineStyle: choice,
      heightConfig: num(1, 100),
      lrConfig: num(),
      mbConfig: num(),
    },
  },
  richTextEditor: {
    label: "富文本",
    fields: {
      bgColor: colours(2),
      lrConfig: num(),
      mbConfig: num(),
      bgStyle: num(),
      richText: words(100_000),
    },
  },
} as const;

export type ComponentName = keyof typeof COMPONENT_SHAPES;
export const COMPONENT_NAMES = Object.keys(COMPONENT_SHAPES) as ComponentName[];

/** Components whose settings panel switches between content (0) and style (1): their `setUp` has `tabVal`. */
const WITHOUT_PANEL_SWITCH: readonly ComponentName[] = [
  "homeComb",
  "homeStore",
  "blankPage",
  "guide",
];

/** What every component carries besides its own settings. */
const envelope = {
  /** Microseconds (the original's `Date.now() * 1000 + index`); the page is in timestamp order. */
  timestamp: z.union([
    int(0, Number.MAX_SAFE_INTEGER),
    z.string().regex(/^\d{1,16}$/),
  ]),
  /** The original designer's `'id' + timestamp`. */
  id: text(40).optional(),
  /** Hidden on the phone, kept in the page (the designer's eye button). */
  isHide: z.boolean().optional(),
};
const setUpOf = (name: ComponentName) =>
  z.object({
    tabVal: WITHOUT_PANEL_SWITCH.includes(name)
      ? int(0, 1).optional()
      : int(0, 1),
    cname: text(SHORT).optional(),
  });

type Fields<N extends ComponentName> = (typeof COMPONENT_SHAPES)[N]["fields"];
type ShapeOf<N extends ComponentName> = {
  name: z.ZodLiteral<N>;
  setUp: ReturnType<typeof setUpOf>;
} & typeof envelope &
  Fields<N>;
type Schemas = {
  [N in ComponentName]: z.ZodObject<
    ShapeOf<N> extends z.ZodRawShape ? ShapeOf<N> : never
  >;
};
export const COMPONENT_SCHEMAS = Object.fromEntries(
  COMPONENT_NAMES.map((name) => [
    name,
    z.object({
      name: z.literal(name),
      setUp: setUpOf(name),
      ...envelope,
      ...COMPONENT_SHAPES[name].fields,
    }),
  ]),
) as unknown as Schemas;

/** One component of a page, by kind (the keys it must have; a stored one carries the original's labels too). */
export type PageComponentOf<N extends ComponentName> = z.output<Schemas[N]>;
export type PageComponent = {
  [N in ComponentName]: PageComponentOf<N>;
}[ComponentName];
/** `PageDiy.value`: components keyed by their timestamp. */
export type PageValue = Record<string, PageComponent>;

/** Most components on one page. */
export const MAX_COMPONENTS = 100;
/** Components a page may hold once (the designer refuses a second). */
export const SINGLE_COMPONENTS: readonly ComponentName[] = [
  "headerSerch",
  "homeComb",
  "footer",
];

const isComponentName = (name: unknown): name is ComponentName =>
  typeof name === "string" && Object.hasOwn(COMPONENT_SHAPES, name);

/** `swiperConfig.list[0].img`: where in a component a problem is. */
const pathOf = (path: ReadonlyArray<PropertyKey>) =>
  path.reduce<string>(
    (out, key) =>
      typeof key === "number"
        ? `${out}[${key}]`
        : out
          ? `${out}.${String(key)}`
          : String(key),
    "",
  );

/**
 * The `value` of a save, checked component by component; the first problem is the 400 message
 * (the component and the key, e.g. `页面组件数据格式错误：轮播图（swiperConfig.list[0].img）`).
 * What passes is stored exactly as sent, keys the schemas do not name included.
 */
export const pageValueSchema = z
  .record(z.string().max(32), z.unknown(), {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? "页面数据不能为空"
        : "页面数据格式错误，应为组件对象",
  })
  .superRefine((value, ctx) => {
    const entries = Object.values(value);
    if (entries.length > MAX_COMPONENTS)
      return void ctx.addIssue({
        code: "custom",
        message: `页面组件不能超过${MAX_COMPONENTS}个`,
      });
    const seen = new Set<ComponentName>();
    for (const entry of entries) {
      const name =
        entry && typeof entry === "object"
          ? (entry as { name?: unknown }).name
          : undefined;
      if (!isComponentName(name))
        return void ctx.addIssue({
          code: "custom",
          message: `未知的页面组件：${String(name ?? "")}`,
        });
      const label = COMPONENT_SHAPES[name].label;
      if (SINGLE_COMPONENTS.includes(name) && seen.has(name))
        return void ctx.addIssue({
          code: "custom",
          message: `${label}只能添加一个`,
        });
      seen.add(name);
      const checked = COMPONENT_SCHEMAS[name].safeParse(entry);
      if (!checked.success)
        return void ctx.addIssue({
          code: "custom",
          message: `页面组件数据格式错误：${label}（${pathOf(checked.error.issues[0]!.path)}）`,
        });
    }
    if (seen.has("homeComb") && seen.has("headerSerch"))
      ctx.addIssue({ code: "custom", message: "头部组件不能和搜索框同时存在" });
  })
  .transform((value) => value as PageValue);
