/**
 * The components a shop home page is built from (the designer's widgets, contract §4.2), as
 * CRMEB stores them in `PageDiy.value`: an object keyed by timestamp, each component naming its
 * kind in `name` and carrying its settings in CRMEB's containers (`{val}`, `{tabVal}`,
 * `{color: [{item}]}`, `{list}`). These schemas are the one definition of those shapes: the
 * server checks saved pages with them and the console takes its types from them.
 */
import { z } from "zod";

const int = (min: number, max: number) => z.number().int().min(min).max(max);
const text = (max: number) => z.string().max(max);
/** A picture or link address (stored relative when it is an uploaded file). */
const address = text(1000);
/** `#rrggbb`, `#rgb`, `rgba(…)` or a colour name. */
const colour = text(40);

const valOf = <T extends z.ZodType>(schema: T) => z.object({ val: schema });
const tabOf = (last: number) => z.object({ tabVal: int(0, last) });
const coloursOf = (count: number) =>
  z.object({ color: z.array(z.object({ item: colour })).length(count) });
const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z.object({ list: z.array(item).max(max) });

/** Spacing, corners and background every block on the page has. */
const box = {
  upConfig: valOf(int(0, 100)),
  downConfig: valOf(int(0, 100)),
  lrConfig: valOf(int(0, 50)),
  mbConfig: valOf(int(0, 100)),
  bgStyle: valOf(int(0, 50)),
  bgColor: coloursOf(2),
};

/** A picture with a title and a link (`info[0]` title, `info[1]` link, as CRMEB's swiper and menus). */
const pictureEntry = z.object({
  img: address,
  info: z.tuple([z.object({ value: text(20) }), z.object({ value: address })]),
});

/** A product as a goods block keeps it (price as the decimal string it arrived in). */
const goods = z.object({
  id: int(1, Number.MAX_SAFE_INTEGER),
  image: address,
  name: text(200),
  price: text(20),
  sales: int(0, Number.MAX_SAFE_INTEGER).optional(),
  ficti: int(0, Number.MAX_SAFE_INTEGER).optional(),
  unitName: text(20).optional(),
});

const coupon = z.object({
  id: int(1, Number.MAX_SAFE_INTEGER),
  name: text(100),
  money: z.number(),
  minPrice: z.number(),
});

const search = {
  hotWords: listOf(z.object({ val: text(20) }), 20),
  placeWords: valOf(text(30)),
  textPosition: tabOf(2),
  borderColor: coloursOf(1),
  textColor: coloursOf(1),
  contentStyle: valOf(int(0, 30)),
};

const swiper = {
  swiperConfig: listOf(pictureEntry, 10),
  swiperStyleConfig: tabOf(1),
  docConfig: tabOf(2),
  txtStyle: tabOf(2),
  docColor: coloursOf(1),
  themeStyleConfig: tabOf(1),
};

/** Flash sale and group buy blocks: a title bar over goods in a row or a list. */
const activity = {
  tabConfig: tabOf(1),
  titleConfig: valOf(text(15)),
  typeConfig: z.object({ activeValue: z.array(int(0, 1)).max(2) }),
  numConfig: valOf(int(1, 20)),
  nameColor: coloursOf(1),
  titleColor: coloursOf(1),
  priceColor: coloursOf(1),
  themeStyleConfig: tabOf(1),
  contentStyle: valOf(int(0, 30)),
  contentConfig: valOf(int(0, 30)),
  ...box,
};

/** Every component kind by its stored `name`, with its Chinese name for messages. */
export const COMPONENT_SHAPES = {
  headerSerch: { label: "搜索框", fields: { ...search, ...box } },
  homeComb: {
    label: "头部组件",
    fields: {
      ...search,
      ...swiper,
      followColor: coloursOf(1),
      logoStyleRadius: valOf(int(0, 30)),
      contentStyleBanner: valOf(int(0, 30)),
    },
  },
  swiperBg: {
    label: "轮播图",
    fields: { ...swiper, contentStyle: valOf(int(0, 30)), ...box },
  },
  menus: {
    label: "导航组",
    fields: {
      menuConfig: listOf(pictureEntry, 20),
      rowsNum: tabOf(2),
      number: tabOf(2),
      menuStyle: tabOf(1),
      titleColor: coloursOf(1),
      ...box,
    },
  },
  titles: {
    label: "标题",
    fields: {
      titleConfig: valOf(text(20)),
      titleRightConfig: valOf(text(10)),
      linkConfig: valOf(address),
      textPosition: tabOf(2),
      fontSizeConfig: valOf(int(12, 24)),
      titleColor: coloursOf(1),
      titleRightColor: coloursOf(1),
      ...box,
    },
  },
  pictureCube: {
    label: "图片魔方",
    fields: {
      picStyle: z.object({
        tabVal: int(0, 5),
        picList: z.array(z.object({ image: address, link: address })).max(4),
      }),
      contentStyle: valOf(int(0, 30)),
      contentConfig: valOf(int(0, 30)),
      ...box,
    },
  },
  goodList: {
    label: "商品列表",
    fields: {
      tabConfig: tabOf(1),
      goodsList: listOf(goods, 50),
      numConfig: valOf(int(1, 50)),
      itemStyle: tabOf(3),
      typeConfig: z.object({ activeValue: z.array(int(0, 2)).max(3) }),
      titleColor: coloursOf(1),
      priceColor: coloursOf(1),
      soldColor: coloursOf(1),
      themeStyleConfig: tabOf(1),
      contentStyle: valOf(int(0, 30)),
      contentConfig: valOf(int(0, 30)),
      ...box,
    },
  },
  homeTab: {
    label: "选项卡",
    fields: {
      listConfig: listOf(
        z.object({ title: text(8), goods: z.array(goods).max(20) }),
        10,
      ),
      itemStyle: tabOf(1),
      activeColor: coloursOf(1),
      titleColor: coloursOf(1),
      priceColor: coloursOf(1),
      contentStyle: valOf(int(0, 30)),
      ...box,
    },
  },
  homeHotspot: {
    label: "热区",
    fields: {
      imgConfig: z.object({ url: address }),
      hotspotList: listOf(
        z.object({
          name: text(10),
          link: address,
          left: int(0, 100),
          top: int(0, 100),
          width: int(1, 100),
          height: int(1, 100),
        }),
        20,
      ),
      ...box,
    },
  },
  video: {
    label: "视频",
    fields: {
      videoConfig: z.object({ url: address }),
      coverConfig: z.object({ url: address }),
      autoplay: valOf(z.boolean()),
      contentStyle: valOf(int(0, 30)),
      ...box,
    },
  },
  homeStore: {
    label: "店铺信息",
    fields: {
      followColor: coloursOf(1),
      logoStyleRadius: valOf(int(0, 30)),
      ...box,
    },
  },
  footer: {
    label: "底部导航",
    fields: {
      menuList: z.object({
        list: z
          .array(
            z.object({
              name: text(5),
              link: address,
              checkImg: address,
              uncheckImg: address,
            }),
          )
          .min(2)
          .max(5),
      }),
      txtColor: coloursOf(1),
      activeTxtColor: coloursOf(1),
      bgColor: coloursOf(1),
    },
  },
  coupon: {
    label: "优惠券",
    fields: {
      tabConfig: tabOf(1),
      couponList: listOf(coupon, 20),
      numConfig: valOf(int(1, 20)),
      itemStyle: tabOf(1),
      themeColor: coloursOf(1),
      ...box,
    },
  },
  seckill: { label: "秒杀", fields: activity },
  group: { label: "拼团", fields: activity },
  blankPage: {
    label: "辅助空白",
    fields: { heightConf: valOf(int(1, 200)), bgColor: coloursOf(1) },
  },
  guide: {
    label: "辅助线",
    fields: {
      lineStyle: tabOf(2),
      lineColor: coloursOf(1),
      heightConfig: valOf(int(1, 10)),
      lrConfig: valOf(int(0, 50)),
      upConfig: valOf(int(0, 100)),
      downConfig: valOf(int(0, 100)),
    },
  },
  richTextEditor: {
    label: "富文本",
    fields: {
      richText: valOf(text(100_000)),
      bgColor: coloursOf(1),
      lrConfig: valOf(int(0, 50)),
      upConfig: valOf(int(0, 100)),
      downConfig: valOf(int(0, 100)),
    },
  },
} as const;

export type ComponentName = keyof typeof COMPONENT_SHAPES;
export const COMPONENT_NAMES = Object.keys(COMPONENT_SHAPES) as ComponentName[];

/** What every component carries besides its own settings. */
const envelope = {
  timestamp: z.number().int().min(0),
  /** Hidden on the phone, kept in the page (the designer's eye button). */
  isHide: z.boolean().optional(),
};

type ShapeOf<N extends ComponentName> = {
  name: z.ZodLiteral<N>;
} & typeof envelope &
  (typeof COMPONENT_SHAPES)[N]["fields"];
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
      ...envelope,
      ...COMPONENT_SHAPES[name].fields,
    }),
  ]),
) as unknown as Schemas;

/** One component of a page, by kind. */
export type PageComponentOf<N extends ComponentName> = z.output<Schemas[N]>;
export type PageComponent = {
  [N in ComponentName]: PageComponentOf<N>;
}[ComponentName];
/** A component before it has its place on the page (no timestamp yet). */
export type PageComponentDraft = {
  [N in ComponentName]: Omit<PageComponentOf<N>, "timestamp">;
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

/** The `value` of a save, checked component by component; the first problem is the 400 message. */
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
      if (!COMPONENT_SCHEMAS[name].safeParse(entry).success)
        return void ctx.addIssue({
          code: "custom",
          message: `页面组件数据格式错误：${label}`,
        });
    }
    if (seen.has("homeComb") && seen.has("headerSerch"))
      ctx.addIssue({ code: "custom", message: "头部组件不能和搜索框同时存在" });
  })
  .transform(
    (value) =>
      Object.fromEntries(
        Object.entries(value).map(([key, entry]) => [
          key,
          COMPONENT_SCHEMAS[(entry as PageComponent).name].parse(entry),
        ]),
      ) as PageValue,
  );
