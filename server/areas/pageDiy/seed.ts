/**
 * Shop home pages: merchant 1's home built from its real seeded products and coupons (search,
 * banners, shortcuts, coupons, hot goods, a flash-sale strip), a second page of new arrivals,
 * and a simple home for merchant 2. Runs after the product and coupon seeds.
 */
import type { Db } from "../../db/database.js";
import { formatDateTime, fromCents } from "../../core/format.js";
import type {
  PageComponent,
  PageComponentDraft,
  PageValue,
} from "./components.js";
import { firstPicture } from "./media.js";

const DAY_MS = 24 * 3600 * 1000;
const colours = (...items: string[]) => ({
  color: items.map((item) => ({ item })),
});
const box = (
  up = 10,
  down = 10,
  lr = 12,
  mb = 0,
  radius = 0,
  bg: [string, string] = ["#FFFFFF", "#FFFFFF"],
) => ({
  upConfig: { val: up },
  downConfig: { val: down },
  lrConfig: { val: lr },
  mbConfig: { val: mb },
  bgStyle: { val: radius },
  bgColor: colours(...bg),
});
const entry = (img: string, title: string, link: string) => ({
  img,
  info: [{ value: title }, { value: link }] as [
    { value: string },
    { value: string },
  ],
});
const picture = (n: number) =>
  `/static/demo/product-${String(n).padStart(2, "0")}.png`;

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

/** Components in order, timestamps a microsecond apart (the designer sorts by them). */
function pageValue(
  components: Array<PageComponentDraft>,
  base: number,
): PageValue {
  const value: PageValue = {};
  components.forEach((component, index) => {
    const timestamp = base + index;
    value[String(timestamp)] = { ...component, timestamp } as PageComponent;
  });
  return value;
}

const searchBox = (
  placeholder: string,
  hotWords: string[],
): PageComponentDraft => ({
  name: "headerSerch",
  hotWords: { list: hotWords.map((val) => ({ val })) },
  placeWords: { val: placeholder },
  textPosition: { tabVal: 0 },
  borderColor: colours("#F5F5F5"),
  textColor: colours("#999999"),
  contentStyle: { val: 30 },
  ...box(8, 8, 0, 0, 0),
});

const goodsList = (goods: GoodsRow[], style: number): PageComponentDraft => ({
  name: "goodList",
  tabConfig: { tabVal: 0 },
  goodsList: { list: goods.map(toGoods) },
  numConfig: { val: goods.length || 6 },
  itemStyle: { tabVal: style },
  typeConfig: { activeValue: [0, 1, 2] },
  titleColor: colours("#333333"),
  priceColor: colours("#E93323"),
  soldColor: colours("#999999"),
  themeStyleConfig: { tabVal: 0 },
  contentStyle: { val: 8 },
  contentConfig: { val: 10 },
  ...box(10, 10, 12, 10, 8, ["#F5F5F5", "#F5F5F5"]),
});

const title = (text: string, right: string): PageComponentDraft => ({
  name: "titles",
  titleConfig: { val: text },
  titleRightConfig: { val: right },
  linkConfig: { val: "/pages/goods/goods_list/index" },
  textPosition: { tabVal: 0 },
  fontSizeConfig: { val: 16 },
  titleColor: colours("#282828"),
  titleRightColor: colours("#999999"),
  ...box(12, 12, 12, 10, 8),
});

async function merchantOneHome(db: Db): Promise<PageValue> {
  const hot = await goodsOf(db, 1, 6);
  const coupons = await db
    .selectFrom("coupon")
    .select(["id", "name", "money", "minPrice"])
    .where("merId", "=", 1)
    .where("status", "=", 1)
    .where("isDel", "=", 0)
    .orderBy("sort", "desc")
    .limit(3)
    .execute();
  const shortcuts = [
    ["服饰鞋包", 1],
    ["数码家电", 3],
    ["美妆个护", 7],
    ["食品生鲜", 8],
    ["家居日用", 5],
  ] as const;
  return pageValue(
    [
      searchBox("搜索店铺商品", ["连衣裙", "蓝牙耳机", "保温杯"]),
      {
        name: "swiperBg",
        swiperConfig: {
          list: [
            entry(
              "/static/demo/diy-banner-1.svg",
              "新品上市",
              "/pages/goods/goods_list/index",
            ),
            entry(
              "/static/demo/diy-banner-2.svg",
              "会员专享",
              "/pages/users/user_get_coupon/index",
            ),
          ],
        },
        swiperStyleConfig: { tabVal: 1 },
        docConfig: { tabVal: 0 },
        txtStyle: { tabVal: 1 },
        docColor: colours("#E93323"),
        themeStyleConfig: { tabVal: 0 },
        contentStyle: { val: 8 },
        ...box(10, 10, 12, 0, 0),
      },
      {
        name: "menus",
        menuConfig: {
          list: shortcuts.map(([label, n]) =>
            entry(
              picture(n),
              label,
              `/pages/goods/goods_list/index?keyword=${label}`,
            ),
          ),
        },
        rowsNum: { tabVal: 0 },
        number: { tabVal: 2 },
        menuStyle: { tabVal: 0 },
        titleColor: colours("#333333"),
        ...box(12, 12, 12, 10, 8),
      },
      {
        name: "coupon",
        tabConfig: { tabVal: coupons.length ? 1 : 0 },
        couponList: {
          list: coupons.map((c) => ({
            id: c.id,
            name: c.name,
            money: c.money / 100,
            minPrice: c.minPrice / 100,
          })),
        },
        numConfig: { val: 3 },
        itemStyle: { tabVal: 0 },
        themeColor: colours("#E93323"),
        ...box(10, 10, 12, 10, 8),
      },
      {
        name: "seckill",
        tabConfig: { tabVal: 0 },
        titleConfig: { val: "限时秒杀 好物低价抢" },
        typeConfig: { activeValue: [0, 1] },
        numConfig: { val: 4 },
        nameColor: colours("#282828"),
        titleColor: colours("#FFFFFF"),
        priceColor: colours("#E93323"),
        themeStyleConfig: { tabVal: 0 },
        contentStyle: { val: 5 },
        contentConfig: { val: 10 },
        ...box(10, 10, 12, 10, 8, ["#FF2200", "#FFFFFF"]),
      },
      title("热销推荐", "查看更多"),
      goodsList(hot, 1),
    ],
    (Date.now() - 30 * DAY_MS) * 1000,
  );
}

async function merchantOneArrivals(db: Db): Promise<PageValue> {
  const fresh = await goodsOf(db, 1, 4, true);
  return pageValue(
    [
      searchBox("搜索新品", ["新品"]),
      {
        name: "pictureCube",
        picStyle: {
          tabVal: 0,
          picList: [
            { image: picture(2), link: "/pages/goods/goods_list/index" },
            { image: picture(4), link: "/pages/goods/goods_list/index" },
          ],
        },
        contentStyle: { val: 8 },
        contentConfig: { val: 8 },
        ...box(10, 10, 12, 0, 0),
      },
      title("本周新品", "全部"),
      goodsList(fresh, 3),
      {
        name: "guide",
        lineStyle: { tabVal: 1 },
        lineColor: colours("#DDDDDD"),
        heightConfig: { val: 1 },
        lrConfig: { val: 12 },
        upConfig: { val: 10 },
        downConfig: { val: 10 },
      },
      {
        name: "blankPage",
        heightConf: { val: 20 },
        bgColor: colours("#F5F5F5"),
      },
    ],
    (Date.now() - 10 * DAY_MS) * 1000,
  );
}

async function merchantTwoHome(db: Db): Promise<PageValue> {
  const goods = await goodsOf(db, 2, 4);
  return pageValue(
    [searchBox("搜索青禾好物", []), title("店铺精选", ""), goodsList(goods, 1)],
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
