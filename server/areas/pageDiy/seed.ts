/**
 * Shop home pages in the original designer's format (each component is its widget's default
 * configuration with the seed's content laid over it): merchant 1's home built from its real
 * seeded products (search, banners, shortcuts, coupons, a flash-sale strip, a title, hot
 * goods), a second page of new arrivals, and a simple home for merchant 2. Runs after the
 * product seed.
 */
import type { Db } from "../../db/database.js";
import { formatDateTime, fromCents } from "../../core/format.js";
import {
  defaultsOf,
  type DiyComponentName,
  type DiyContext,
} from "../../shared/pageDiy/defaults.js";
import { layered } from "../../shared/pageDiy/layered.js";
import {
  cubeCell,
  cubeEditorEntry,
} from "../../shared/pageDiy/widgets/picture_cube.js";
import { menuEntry } from "../../shared/pageDiy/widgets/home_menu.js";
import { slide } from "../../shared/pageDiy/swiper.js";
import type { PageComponent, PageValue } from "./components.js";
import { firstPicture } from "./media.js";

const DAY_MS = 24 * 3600 * 1000;
const picture = (n: number) =>
  `/static/demo/product-${String(n).padStart(2, "0")}.png`;

/** New widgets' texts for the seeds (the console takes them from the merchant's language). */
const SEED_CONTEXT: Omit<DiyContext, "merId"> = {
  texts: {
    slideTitle: "今日推荐",
    hotWord: "新品",
    searchPlaceholder: "搜索商品名称",
    menuTitles: ["今日推荐", "热门榜单", "首发新品", "促销单品"],
    title: "标题",
    subtitle: "副标题",
    more: "更多",
    seckillTitle: "邀请你的好友来参与",
    groupTitle: "超值拼团",
    tabTitle: "选项卡",
    footer: {
      home: "首页",
      category: "分类",
      coupons: "领券",
      service: "客服",
    },
  },
  // Preset pictures are stored relative, as uploads are.
  media: (storedPath) => storedPath,
  serviceLink: "",
};

type Content = Record<string, unknown>;

/** A component of kind `name`: the widget's defaults with the seed's content laid over them. */
const component =
  (merId: number) =>
  (
    name: DiyComponentName,
    content: Content = {},
  ): Omit<PageComponent, "timestamp"> =>
    layered(
      defaultsOf(name, { ...SEED_CONTEXT, merId }) as Content,
      content,
    ) as Omit<PageComponent, "timestamp">;

/** Sets block values: `{ upConfig: 8 }` → `{ upConfig: { val: 8 } }`, `tab({ txtStyle: 1 })` → `{ txtStyle: { tabVal: 1 } }`. */
const vals = (values: Record<string, number | string>) =>
  Object.fromEntries(Object.entries(values).map(([k, val]) => [k, { val }]));
const tabs = (values: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(values).map(([k, tabVal]) => [k, { tabVal }]),
  );
const colourOf = (...items: string[]) => ({
  color: items.map((item) => ({ item })),
});

interface GoodsRow {
  id: number;
  image: string;
  name: string;
  price: number;
  sales: number;
  ficti: number;
  unitName: string;
}

async function goodsOf(
  db: Db,
  merId: number,
  limit: number,
  newest = false,
): Promise<GoodsRow[]> {
  return db
    .selectFrom("product")
    .select(["id", "image", "name", "price", "sales", "ficti", "unitName"])
    .where("merId", "=", merId)
    .where("isDel", "=", 0)
    .where("isShow", "=", 1)
    .orderBy(newest ? "id" : "sales", "desc")
    .limit(limit)
    .execute();
}

const toGoods = (g: GoodsRow) => ({
  id: g.id,
  image: g.image,
  name: g.name,
  price: fromCents(g.price),
  sales: g.sales,
  ficti: g.ficti,
  unitName: g.unitName,
});

/** Components in order, timestamps a microsecond apart (the designer sorts by them), each with the original's `id`. */
function pageValue(
  components: Array<Omit<PageComponent, "timestamp">>,
  base: number,
): PageValue {
  const value: PageValue = {};
  components.forEach((c, index) => {
    const timestamp = base + index;
    value[String(timestamp)] = {
      ...c,
      timestamp,
      id: `id${timestamp}`,
    } as PageComponent;
  });
  return value;
}

/** A slide or shortcut with its picture, title and link (the widget's entry with values filled in). */
const withValues = <E extends { img: string; info: Array<{ value: string }> }>(
  entry: E,
  img: string,
  ...values: string[]
) => ({
  ...entry,
  img,
  info: entry.info.map((field, i) => ({
    ...field,
    value: values[i] ?? field.value,
  })),
});

function searchBox(
  make: ReturnType<typeof component>,
  placeholder: string,
  hotWords: string[],
) {
  return make("headerSerch", {
    hotWords: { list: hotWords.map((val) => ({ val })) },
    placeWords: { val: placeholder },
    ...tabs({ textPosition: 0 }),
    bgColor: colourOf("#E93323", "#FF7931"),
  });
}

const goodsList = (
  make: ReturnType<typeof component>,
  goods: GoodsRow[],
  style: number,
) =>
  make("goodList", {
    goodsList: { list: goods.map(toGoods) },
    ...vals({ numConfig: goods.length || 6, contentStyle: 8, mbConfig: 10 }),
    ...tabs({ itemStyle: style }),
    bgColor: colourOf("#F5F5F5", "#F5F5F5"),
  });

const title = (
  make: ReturnType<typeof component>,
  text: string,
  subtitle: string,
  more: string,
) =>
  make("titles", {
    titleConfig: { val: text },
    titleFuConfig: { val: subtitle },
    titleRightConfig: { val: more },
    linkConfig: { val: "/pages/goods/goods_list/index" },
    ...tabs({ selectStyle: 1, textStyle: 2, selectShow: more ? 0 : 1 }),
    ...vals({ fontSize: 16, fontFuSize: 12 }),
    fontFuColor: colourOf("#999999"),
    fontRightColor: colourOf("#999999"),
  });

async function merchantOneHome(db: Db): Promise<PageValue> {
  const make = component(1);
  const hot = await goodsOf(db, 1, 6);
  const shortcuts = [
    ["服饰鞋包", 1],
    ["数码家电", 3],
    ["美妆个护", 7],
    ["食品生鲜", 8],
    ["家居日用", 5],
  ] as const;
  return pageValue(
    [
      searchBox(make, "搜索店铺商品", ["连衣裙", "蓝牙耳机", "保温杯"]),
      make("swiperBg", {
        swiperConfig: {
          list: [
            withValues(
              slide("", 8),
              "/static/demo/diy-banner-1.svg",
              "新品上市",
              "/pages/goods/goods_list/index",
            ),
            withValues(
              slide("", 8),
              "/static/demo/diy-banner-2.svg",
              "会员专享",
              "/pages/activity/couponList/index",
            ),
          ],
        },
        ...tabs({ swiperStyleConfig: 1, txtStyle: 1 }),
        ...vals({ contentStyle: 8, mbConfig: 0 }),
      }),
      make("menus", {
        menuConfig: {
          list: shortcuts.map(([label, n]) =>
            withValues(
              menuEntry(""),
              picture(n),
              label,
              `/pages/goods/goods_list/index?keyword=${label}`,
            ),
          ),
        },
        ...tabs({ tabConfig: 1, rowsNum: 0, number: 2 }),
      }),
      make("homeCoupon", {
        ...vals({ numConfig: 3 }),
        ...tabs({ tabConfig: 0 }),
      }),
      make("seckill", { titleConfig: { val: "限时秒杀 好物低价抢" } }),
      title(make, "热销推荐", "大家都在买", "更多"),
      goodsList(make, hot, 1),
    ],
    (Date.now() - 30 * DAY_MS) * 1000,
  );
}

async function merchantOneArrivals(db: Db): Promise<PageValue> {
  const make = component(1);
  const fresh = await goodsOf(db, 1, 4, true);
  return pageValue(
    [
      searchBox(make, "搜索新品", ["新品"]),
      make("pictureCube", {
        ...tabs({ tabConfig: 1 }),
        picStyle: {
          tabVal: 0,
          picList: [
            cubeCell(picture(2), "/pages/goods/goods_list/index", "2"),
            cubeCell(picture(4), "/pages/goods/goods_list/index", "2"),
          ],
        },
        menuConfig: {
          list: [
            cubeEditorEntry(picture(2), "/pages/goods/goods_list/index", "2"),
          ],
        },
        ...vals({ contantStyle: 8, spaceConfig: 8 }),
      }),
      title(make, "本周新品", "每周一上新", "全部"),
      goodsList(make, fresh, 3),
      make("guide", {
        ...tabs({ lineStyle: 1 }),
        lineColor: colourOf("#DDDDDD"),
        ...vals({ lrConfig: 12 }),
      }),
      make("blankPage", vals({ heightConfig: 20 })),
      make("footer"),
    ],
    (Date.now() - 10 * DAY_MS) * 1000,
  );
}

async function merchantTwoHome(db: Db): Promise<PageValue> {
  const make = component(2);
  const goods = await goodsOf(db, 2, 4);
  return pageValue(
    [
      searchBox(make, "搜索青禾好物", []),
      title(make, "店铺精选", "", ""),
      goodsList(make, goods, 1),
    ],
    (Date.now() - 20 * DAY_MS) * 1000,
  );
}

export async function seedPageDiy(db: Db): Promise<void> {
  const pages = [
    {
      merId: 1,
      name: "店铺首页",
      title: "首页",
      value: await merchantOneHome(db),
      isDefault: 1,
      days: 30,
    },
    {
      merId: 1,
      name: "新品推荐页",
      title: "新品推荐",
      value: await merchantOneArrivals(db),
      isDefault: 0,
      days: 10,
    },
    {
      merId: 2,
      name: "青禾首页",
      title: "青禾生活",
      value: await merchantTwoHome(db),
      isDefault: 1,
      days: 20,
    },
  ];
  for (const p of pages) {
    const time = formatDateTime(new Date(Date.now() - p.days * DAY_MS));
    await db
      .insertInto("pageDiy")
      .values({
        merId: p.merId,
        version: "",
        name: p.name,
        title: p.title,
        coverImage: firstPicture(p.value),
        templateName: "",
        value: JSON.stringify(p.value),
        defaultValue: "",
        status: 1,
        type: 0,
        isShow: 1,
        isBgColor: 1,
        isBgPic: 0,
        isDiy: 1,
        colorPicker: "#f5f5f5",
        bgPic: "",
        bgTabVal: 0,
        isDel: 0,
        returnAddress: "",
        titleBgColor: "#ffffff",
        titleColor: "#000000",
        serviceStatus: 0,
        isDefault: p.isDefault,
        textPosition: 1,
        addTime: time,
        updateTime: time,
      })
      .execute();
  }
}
