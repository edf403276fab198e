import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { M, startSignedIn, type TestServer } from "./helpers.js";
import type {
  PageComponent,
  PageDiy,
  PageDiyResponse,
  PageValue,
} from "../../server/areas/pageDiy/contract.js";
import {
  defaultsOf,
  type DiyComponentName,
  type DiyContext,
} from "../../server/shared/pageDiy/defaults.js";
import { layered } from "../../server/shared/pageDiy/layered.js";
import {
  formatDifferences,
  missingPaths,
  ORIGINAL,
  ORIGINAL_COMPONENTS,
  type Document,
} from "../fixtures/pageDiy/originalDocument.js";

let s: TestServer, m1: string, m2: string, staff: string;
beforeAll(async () => {
  ({ s, m1, m2, staff } = await startSignedIn());
}, 60_000);
afterAll(() => s.close());

interface Page<T> {
  total: number;
  list: T[];
}

const P = `${M}/page/diy`;
const list = async (query: Record<string, string | number> = {}, token = m1) =>
  (
    await s.call<Page<PageDiy>>("GET", `${P}/page`, {
      token,
      query: { limit: 50, ...query },
    })
  ).data;
const info = (id: number, token = m1) =>
  s.call<PageDiyResponse>("GET", `${P}/info/${id}`, { token });
const save = (body: unknown, token = m1) =>
  s.call<PageDiy>("POST", `${P}/save`, { token, body });
const update = (body: unknown, token = m1) =>
  s.call<string>("POST", `${P}/update`, { token, body });
const defaultId = async (token = m1) =>
  (await s.call<number>("GET", `${P}/get/default/id`, { token })).data;

/** New widgets' texts, as the designer would make them in Chinese. */
const CONTEXT: DiyContext = {
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
  media: (path) => path,
  merId: 1,
  serviceLink: "",
};
/** A component as the designer stores it: the widget's default configuration at `timestamp`. */
const component = (
  name: DiyComponentName,
  timestamp: number,
  content: object = {},
) =>
  ({
    ...layered(defaultsOf(name, CONTEXT) as object, content),
    timestamp,
    id: `id${timestamp}`,
  }) as PageComponent;
const banner = (timestamp: number, img: string): PageComponent => {
  const c = component("swiperBg", timestamp);
  if (c.name === "swiperBg") c.swiperConfig.list[0]!.img = img;
  return c;
};
const blank = (timestamp: number): PageComponent =>
  component("blankPage", timestamp, { heightConfig: { val: 20 } });
const valueOf = (...components: PageComponent[]): PageValue =>
  Object.fromEntries(components.map((c) => [String(c.timestamp), c]));
const body = (name: string, value: PageValue = valueOf(blank(1000))) => ({
  name,
  title: "首页",
  value,
  colorPicker: "#f5f5f5",
  titleColor: "#000000",
  titleBgColor: "#fff",
});

describe("authority and isolation", () => {
  it("answers 401 without a token and 403 for staff1 on every endpoint", async () => {
    const calls: Array<["GET" | "POST", string, unknown?]> = [
      ["GET", `${P}/page`],
      ["GET", `${P}/info/1`],
      ["POST", `${P}/save`, body("x")],
      ["POST", `${P}/update`, { ...body("x"), id: 1 }],
      ["POST", `${P}/update/name`, { id: 1, name: "x" }],
      ["POST", `${P}/delete/1`],
      ["POST", `${P}/set/default/1`],
      ["GET", `${P}/get/default/id`],
    ];
    for (const [method, url, payload] of calls) {
      expect(await s.call(method, url, { body: payload })).toMatchObject({
        code: 401,
      });
      expect(
        await s.call(method, url, { token: staff, body: payload }),
      ).toMatchObject({
        code: 403,
        message: "无访问权限,请联系管理员授予权限",
      });
    }
  });

  it("keeps merchants apart: another merchant's page behaves like a missing one", async () => {
    const theirs = (await list({}, m2)).list[0]!;
    expect(theirs.merId).toBe(2);
    expect((await list()).list.some((p) => p.id === theirs.id)).toBe(false);
    const gone = { code: 400, message: "当前DIY模版不存在" };
    expect(await info(theirs.id)).toMatchObject(gone);
    expect(await update({ ...body("偷改"), id: theirs.id })).toMatchObject(
      gone,
    );
    expect(
      await s.call("POST", `${P}/update/name`, {
        token: m1,
        body: { id: theirs.id, name: "偷改" },
      }),
    ).toMatchObject(gone);
    expect(
      await s.call("POST", `${P}/delete/${theirs.id}`, { token: m1 }),
    ).toMatchObject(gone);
    expect(
      await s.call("POST", `${P}/set/default/${theirs.id}`, { token: m1 }),
    ).toMatchObject(gone);
    expect((await info(theirs.id, m2)).data.name).toBe(theirs.name);
    expect(await defaultId(m2)).toBe(theirs.id);
  });
});

describe("the seeded pages", () => {
  it("lists merchant 1's pages, the home first, without their components, filtered by keywords", async () => {
    const page = await list();
    expect(page.total).toBe(2);
    expect(page.list[0]).toMatchObject({
      name: "店铺首页",
      isDefault: 1,
      merId: 1,
      value: null,
      isDel: 0,
    });
    expect(page.list[0]!.coverImage).toMatch(
      /^http:\/\/[^/]+\/static\/demo\/diy-banner-1\.svg$/,
    );
    expect(page.list[1]).toMatchObject({ name: "新品推荐页", isDefault: 0 });
    expect(page.list[0]).toHaveProperty("addTime");
    expect(page.list[0]).toHaveProperty("updateTime");
    expect((await list({ keywords: "新品" })).list.map((p) => p.name)).toEqual([
      "新品推荐页",
    ]);
    // The original console sends the keywords URL-encoded.
    expect(
      (await list({ keywords: encodeURIComponent("首页") })).list.map(
        (p) => p.name,
      ),
    ).toEqual(["店铺首页"]);
    expect((await list({ page: 2, limit: 1 })).list.map((p) => p.name)).toEqual(
      ["新品推荐页"],
    );
  });

  it("answers a page's components as an object, built from real products", async () => {
    const home = (await info(0)).data;
    expect(home).toMatchObject({
      name: "店铺首页",
      isDefault: 1,
      title: "首页",
    });
    const components = Object.values(home.value).sort(
      (a, b) => Number(a.timestamp) - Number(b.timestamp),
    );
    expect(components.map((c) => c.name)).toEqual([
      "headerSerch",
      "swiperBg",
      "menus",
      "homeCoupon",
      "seckill",
      "titles",
      "goodList",
    ]);
    const goods = components.find((c) => c.name === "goodList");
    if (goods?.name !== "goodList") throw new Error("no goods list");
    expect(goods.goodsList.list.length).toBeGreaterThan(0);
    expect(goods.goodsList.list[0]!.image).toMatch(/^http:\/\//);
    expect(goods.goodsList.list[0]!.price).toMatch(/^\d+\.\d{2}$/);
    // The platform's preset pictures are answered absolute too.
    const seckill = components.find((c) => c.name === "seckill");
    if (seckill?.name !== "seckill") throw new Error("no flash sale");
    expect(seckill.logoConfig.url).toMatch(
      /^http:\/\/[^/]+\/crmebimage\/presets\/seckillTitle\.png$/,
    );
    // Links to shop pages are not media: they stay as written.
    const banners = components.find((c) => c.name === "swiperBg");
    if (banners?.name !== "swiperBg") throw new Error("no banner");
    expect(banners.swiperConfig.list[0]!.info[1].value).toBe(
      "/pages/goods/goods_list/index",
    );
    expect((await info(home.id)).data.id).toBe(home.id);
    expect(await defaultId()).toBe(home.id);
  });
});

describe("save, update, rename", () => {
  it("saves a page and answers the new PageDiy; media are stored relative and answered absolute", async () => {
    const before = (await list()).total;
    const answer = await save(
      body(
        "春季活动页",
        valueOf(
          banner(2000, "http://localhost:80/static/demo/diy-banner-2.svg"),
          blank(2001),
        ),
      ),
    );
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({
      name: "春季活动页",
      title: "首页",
      isDefault: 0,
      merId: 1,
    });
    expect(answer.data.id).toBeGreaterThan(0);
    expect(answer.data.coverImage).toMatch(
      /\/static\/demo\/diy-banner-2\.svg$/,
    );
    expect((await list()).total).toBe(before + 1);
    const stored = (await info(answer.data.id)).data;
    const first = stored.value["2000"];
    if (first?.name !== "swiperBg") throw new Error("banner lost");
    expect(first.swiperConfig.list[0]!.img).toMatch(
      /^http:\/\/[^/]+\/static\/demo\/diy-banner-2\.svg$/,
    );
    expect(stored.value["2001"]).toMatchObject({
      name: "blankPage",
      heightConfig: { val: 20 },
    });
  });

  it("updates the page and its settings, keeping which page is the home", async () => {
    const id = (await list({ keywords: "春季活动页" })).list[0]!.id;
    const answer = await update({
      ...body("春季活动页", valueOf(blank(3000))),
      id,
      title: "春季",
      colorPicker: "#ffeeee",
      isBgPic: 1,
      bgPic: "/static/demo/product-01.png",
      bgTabVal: 2,
      isDefault: 1,
    });
    expect(answer).toMatchObject({ code: 200, data: "编辑成功" });
    const stored = (await info(id)).data;
    expect(stored).toMatchObject({
      title: "春季",
      colorPicker: "#ffeeee",
      isBgPic: 1,
      bgTabVal: 2,
      isDefault: 0,
    });
    expect(stored.bgPic).toMatch(
      /^http:\/\/.*\/static\/demo\/product-01\.png$/,
    );
    expect(Object.keys(stored.value)).toEqual(["3000"]);
  });

  it("renames a page", async () => {
    const id = (await list({ keywords: "春季活动页" })).list[0]!.id;
    expect(
      await s.call("POST", `${P}/update/name`, {
        token: m1,
        body: { id, name: "春季大促" },
      }),
    ).toMatchObject({ code: 200, data: "编辑成功" });
    expect((await info(id)).data.name).toBe("春季大促");
  });

  it("refuses a name another page of the merchant has, but not another merchant's", async () => {
    const taken = {
      code: 400,
      message: "当前模版名称已经存在，请修改后再保存！",
    };
    expect(await save(body("店铺首页"))).toMatchObject(taken);
    const id = (await list({ keywords: "春季大促" })).list[0]!.id;
    expect(await update({ ...body("新品推荐页"), id })).toMatchObject(taken);
    expect(
      await s.call("POST", `${P}/update/name`, {
        token: m1,
        body: { id, name: "新品推荐页" },
      }),
    ).toMatchObject(taken);
    const theirs = await save(body("店铺首页"), m2);
    expect(theirs.code).toBe(200);
  });

  it("answers each validation message", async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...body(""), name: undefined }, "模板名称不能为空"],
      [body("   "), "模板名称不能为空"],
      [body("一二三四五六七八九十一二三四五六"), "模板名称不能超过15个字"],
      [
        { ...body("标题过长"), title: "长".repeat(31) },
        "页面标题不能超过30个字",
      ],
      [{ ...body("没有组件"), value: undefined }, "页面数据不能为空"],
      [{ ...body("组件是数组"), value: [] }, "页面数据格式错误，应为组件对象"],
      [
        body("未知组件", {
          1: { name: "marquee", timestamp: 1 },
        } as unknown as PageValue),
        "未知的页面组件：marquee",
      ],
      [
        body("坏轮播", {
          1: { ...banner(1, ""), swiperConfig: { list: "x" } },
        } as unknown as PageValue),
        "页面组件数据格式错误：轮播图（swiperConfig.list）",
      ],
      [body("两个底部", valueOf(footer(1), footer(2))), "底部菜单只能添加一个"],
      [
        { ...body("坏颜色"), colorPicker: "red;background:url(x)" },
        "背景颜色格式错误",
      ],
      [{ ...body("坏填充"), bgTabVal: 5 }, "背景图填充方式错误"],
    ];
    for (const [payload, message] of cases)
      expect(await save(payload)).toMatchObject({ code: 400, message });
    expect(await update(body("没有ID"))).toMatchObject({
      code: 400,
      message: "模板ID不能为空",
    });
    expect(
      await s.call("POST", `${P}/update/name`, { token: m1, body: { id: 1 } }),
    ).toMatchObject({ code: 400, message: "模板名称不能为空" });
    expect(
      await s.call("POST", `${P}/update/name`, {
        token: m1,
        body: { name: "x" },
      }),
    ).toMatchObject({ code: 400, message: "模板ID不能为空" });
    expect(await info(999_999)).toMatchObject({
      code: 400,
      message: "当前DIY模版不存在",
    });
    // Nothing of the refused saves was written.
    expect((await list({ keywords: "组件" })).total).toBe(0);
  });
});

const footer = (timestamp: number) => component("footer", timestamp);

/** A copy of the original's home page with `change` applied to its component `name`. */
function broken(
  name: string,
  change: (c: Record<string, unknown>) => void,
): PageValue {
  const page = structuredClone(ORIGINAL.home);
  change(Object.values(page).find((c) => c.name === name)!);
  return page as unknown as PageValue;
}
const withoutPlace = ({
  timestamp: _t,
  id: _id,
  ...rest
}: Record<string, unknown>) => rest;

describe("the original designer's format", () => {
  it.each(["home", "header"] as const)(
    "takes the original's %s page as it is and answers every key it was sent",
    async (which) => {
      const page = ORIGINAL[which];
      const saved = await save(
        body(`原版${which}`, page as unknown as PageValue),
      );
      expect(saved.code, saved.message ?? "").toBe(200);
      const stored = (await info(saved.data.id)).data
        .value as unknown as Document;
      expect(Object.keys(stored)).toEqual(Object.keys(page));
      for (const [key, component] of Object.entries(page))
        expect(
          missingPaths(component, stored[key]),
          String(component.name),
        ).toEqual([]);
      // Uploaded pictures come back absolute; everything else as sent.
      const banner = Object.values(stored).find((c) => c.name === "swiperBg")!;
      expect(
        (banner.swiperConfig as { list: Array<{ img: string }> }).list[0]!.img,
      ).toMatch(
        /^http:\/\/[^/]+\/crmebimage\/public\/content\/2025\/01\/01\/banner1\.jpg$/,
      );
      const update_ = await update({
        ...body(`原版${which}`, stored as unknown as PageValue),
        id: saved.data.id,
      });
      expect(update_.code).toBe(200);
      const again = (
        await s.app.db
          .selectFrom("pageDiy")
          .select("value")
          .where("id", "=", saved.data.id)
          .executeTakeFirstOrThrow()
      ).value;
      // Stored relative again, exactly as first sent.
      expect(JSON.parse(again)).toEqual(page);
    },
  );

  it("refuses a broken document with 400, naming the component and the key", async () => {
    const cases: Array<[PageValue, string]> = [
      [
        broken("swiperBg", (c) => delete c.setUp),
        "页面组件数据格式错误：轮播图（setUp）",
      ],
      [
        broken(
          "menus",
          (c) => delete (c.setUp as Record<string, unknown>).tabVal,
        ),
        "页面组件数据格式错误：导航组（setUp.tabVal）",
      ],
      [
        broken("homeCoupon", (c) => delete c.numConfig),
        "页面组件数据格式错误：优惠券（numConfig）",
      ],
      [
        broken("titles", (c) =>
          Object.assign(c.textStyle as object, { tabVal: 3 }),
        ),
        "页面组件数据格式错误：标题（textStyle）",
      ],
      [
        broken("goodList", (c) =>
          Object.assign(c.typeConfig as object, { activeValue: "0,1" }),
        ),
        "页面组件数据格式错误：商品列表（typeConfig.activeValue）",
      ],
      [
        broken("seckill", (c) =>
          Object.assign(c.bgColor as object, { color: [{ item: "#fff" }] }),
        ),
        "页面组件数据格式错误：秒杀（bgColor.color）",
      ],
      [
        broken("swiperBg", (c) =>
          Object.assign(c.contentStyle as object, { val: "7" }),
        ),
        "页面组件数据格式错误：轮播图（contentStyle.val）",
      ],
      [
        broken(
          "swiperBg",
          (c) =>
            ((
              c.swiperConfig as { list: Array<Record<string, unknown>> }
            ).list[1]!.img = null as never),
        ),
        "页面组件数据格式错误：轮播图（swiperConfig.list[1].img）",
      ],
      [
        broken(
          "homeHotspot",
          (c) =>
            delete (
              c.checkoutConfig as { hotspot: Array<Record<string, unknown>> }
            ).hotspot[0]!.starX,
        ),
        "页面组件数据格式错误：热区（checkoutConfig.hotspot[0].starX）",
      ],
      [
        broken("video", (c) => delete c.uploadVideo),
        "页面组件数据格式错误：视频（uploadVideo）",
      ],
      [
        broken(
          "footer",
          (c) =>
            ((c.menuList as { list: unknown[] }).list = Array(6).fill(
              (c.menuList as { list: unknown[] }).list[0],
            )),
        ),
        "页面组件数据格式错误：底部菜单（menuList.list）",
      ],
      [
        broken("guide", (c) => delete c.lineStyle),
        "页面组件数据格式错误：辅助线（lineStyle）",
      ],
      [
        broken(
          "blankPage",
          (c) => ((c as { timestamp: unknown }).timestamp = "soon"),
        ),
        "页面组件数据格式错误：辅助空白（timestamp）",
      ],
    ];
    for (const [value, message] of cases)
      expect(await save(body("坏文档", value))).toMatchObject({
        code: 400,
        message,
      });
    const header = Object.entries(ORIGINAL.header).filter(
      ([, c]) => c.name === "homeComb",
    );
    const both = {
      ...ORIGINAL.home,
      ...Object.fromEntries(header),
    } as unknown as PageValue;
    expect(await save(body("坏文档", both))).toMatchObject({
      code: 400,
      message: "头部组件不能和搜索框同时存在",
    });
    expect((await list({ keywords: "坏文档" })).total).toBe(0);
  });

  it("seeds every page's widgets in the original's format", async () => {
    for (const token of [m1, m2])
      for (const page of (await list({}, token)).list) {
        const value = (await info(page.id, token)).data
          .value as unknown as Document;
        for (const seeded of Object.values(value)) {
          const original = ORIGINAL_COMPONENTS.find(
            (c) => c.name === seeded.name,
          )!;
          expect(
            formatDifferences(withoutPlace(original), withoutPlace(seeded)),
            `${page.name} ${String(seeded.name)}`,
          ).toEqual({
            missing: [],
            extra: [],
          });
          expect(seeded.id).toBe(`id${String(seeded.timestamp)}`);
        }
      }
  });
});

describe("the shop home", () => {
  it("sets a page as the home: exactly one per merchant", async () => {
    const arrivals = (await list({ keywords: "新品推荐页" })).list[0]!;
    expect(
      await s.call("POST", `${P}/set/default/${arrivals.id}`, { token: m1 }),
    ).toMatchObject({ code: 200, data: "设置成功" });
    const pages = (await list()).list;
    expect(pages.filter((p) => p.isDefault === 1).map((p) => p.id)).toEqual([
      arrivals.id,
    ]);
    expect(pages[0]!.id).toBe(arrivals.id);
    expect(await defaultId()).toBe(arrivals.id);
    expect((await info(0)).data.id).toBe(arrivals.id);
    // Merchant 2's home did not move.
    expect(
      (await list({}, m2)).list.filter((p) => p.isDefault === 1),
    ).toHaveLength(1);
  });

  it("refuses to delete the home page with a clear message, deletes another", async () => {
    const home = await defaultId();
    expect(
      await s.call("POST", `${P}/delete/${home}`, { token: m1 }),
    ).toMatchObject({
      code: 500,
      message: "店铺首页模板不能删除，请先将其他模板设为首页",
    });
    const other = (await list()).list.find((p) => p.isDefault === 0)!;
    expect(
      await s.call("POST", `${P}/delete/${other.id}`, { token: m1 }),
    ).toMatchObject({ code: 200, data: "删除成功" });
    expect((await list()).list.some((p) => p.id === other.id)).toBe(false);
    expect(await info(other.id)).toMatchObject({
      code: 400,
      message: "当前DIY模版不存在",
    });
    // Its name is free again.
    expect((await save(body(other.name))).code).toBe(200);
  });

  it("saving with isDefault moves the home to the new page in the same transaction", async () => {
    const home = await defaultId();
    // A refused save moves nothing.
    expect((await save({ ...body("店铺首页"), isDefault: 1 })).code).toBe(400);
    expect(
      (
        await save({
          ...body("坏首页", {
            1: { name: "marquee", timestamp: 1 },
          } as unknown as PageValue),
          isDefault: 1,
        })
      ).code,
    ).toBe(400);
    expect(await defaultId()).toBe(home);
    const saved = await save({ ...body("新的首页"), isDefault: 1 });
    expect(saved.data.isDefault).toBe(1);
    expect(await defaultId()).toBe(saved.data.id);
    expect((await list()).list.filter((p) => p.isDefault === 1)).toHaveLength(
      1,
    );
  });

  it("a merchant without pages has no home (0), and its first page becomes it", async () => {
    // Merchant 2 loses its pages (the database directly: the API keeps a home).
    await s.app.db
      .updateTable("pageDiy")
      .set({ isDel: 1, isDefault: 0 })
      .where("merId", "=", 2)
      .execute();
    expect(await defaultId(m2)).toBe(0);
    expect(await info(0, m2)).toMatchObject({
      code: 400,
      message: "当前DIY模版不存在",
    });
    const first = await save(body("青禾新首页"), m2);
    expect(first.data.isDefault).toBe(1);
    expect(await defaultId(m2)).toBe(first.data.id);
    const second = await save(body("青禾活动页"), m2);
    expect(second.data.isDefault).toBe(0);
    expect(await defaultId(m2)).toBe(first.data.id);
  });
});

describe("the preview code", () => {
  it("draws a real QR code PNG of the shop page, without a token", async () => {
    const answer = await s.call<{ code: string }>(
      "POST",
      "/api/publicly/wechat/mini/get/qrcode",
      {
        body: {
          scene: "id=0",
          path: "/pages/merchant/home/index?merId=1",
          env_version: "release",
        },
      },
    );
    expect(answer.code).toBe(200);
    expect(answer.data.code).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(answer.data.code.split(",")[1]!, "base64");
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(
      await s.call("POST", "/api/publicly/wechat/mini/get/qrcode", {
        body: { scene: "id=0" },
      }),
    ).toMatchObject({ code: 400, message: "请填写页面路径" });
  });
});
