// @vitest-environment node
import { describe, expect, it } from "vitest";
import type {
  PageDiyResponse,
  PageValue,
} from "../../../server/areas/pageDiy/contract";
import { pageSaveSchema } from "../../../server/areas/pageDiy/contract";
import {
  designReducer,
  type DesignState,
} from "../../../resources/pageDiy/designer/designState";
import { refuseMove } from "../../../resources/pageDiy/designer/designRules";
import {
  blocksOf,
  newBlock,
  newSettings,
  settingsOf,
  toRequest,
  valueOf,
} from "../../../resources/pageDiy/designer/designValue";
import { widgetOf } from "../../../resources/pageDiy/widgets/registry";
import { layered } from "../../../server/shared/pageDiy/layered";
import type { Draft } from "../../../resources/pageDiy/widgets/types";
import zh from "../../../locales/zh-CN/pageDiy.json";
import { translator } from "./translator";

const t = translator(zh);
const placementOf = (name: string) => widgetOf(name)?.placement ?? "middle";
const reduce = designReducer(placementOf);
const block = (name: string) => newBlock(name, t)!;
const empty = (): DesignState => ({
  settings: newSettings(t),
  blocks: [],
  dirty: false,
});
const names = (s: DesignState) => s.blocks.map((b) => b.component.name);

describe("the design state", () => {
  it("starts a new page with the spec's defaults", () => {
    expect(newSettings(t)).toMatchObject({
      colorPicker: "#f5f5f5",
      titleColor: "#000000",
      titleBgColor: "#ffffff",
      isBgColor: 1,
      isBgPic: 0,
      bgTabVal: 0,
    });
  });

  it("adds, moves, copies and removes blocks; the selection follows", () => {
    let s = reduce(empty(), { type: "add", block: block("swiperBg") });
    s = reduce(s, { type: "add", block: block("goodList") });
    expect(names(s)).toEqual(["swiperBg", "goodList"]);
    expect(s.selected).toBe(s.blocks[1]!.key);
    expect(s.dirty).toBe(true);
    s = reduce(s, { type: "move", from: 1, to: 0 });
    expect(names(s)).toEqual(["goodList", "swiperBg"]);
    const copy = { ...s.blocks[0]!, key: "copy" };
    s = reduce(s, { type: "duplicate", key: s.blocks[0]!.key, copy });
    expect(names(s)).toEqual(["goodList", "goodList", "swiperBg"]);
    expect(s.selected).toBe("copy");
    s = reduce(s, { type: "remove", key: "copy" });
    expect(names(s)).toEqual(["goodList", "swiperBg"]);
    expect(s.selected).toBe(s.blocks[1]!.key);
    s = reduce(s, { type: "toggleHide", key: s.blocks[0]!.key });
    expect(s.blocks[0]!.component.isHide).toBe(true);
    s = reduce(s, { type: "saved" });
    expect(s.dirty).toBe(false);
  });

  it("keeps the search box first and the bottom bar last whatever order they arrive in", () => {
    let s = reduce(empty(), { type: "add", block: block("footer") });
    s = reduce(s, { type: "add", block: block("swiperBg"), index: 5 });
    s = reduce(s, { type: "add", block: block("headerSerch"), index: 2 });
    expect(names(s)).toEqual(["headerSerch", "swiperBg", "footer"]);
    expect(refuseMove(s.blocks, 0, 1, placementOf)).toBe(
      "pageDiy.designer.pinned",
    );
    expect(refuseMove(s.blocks, 1, 0, placementOf)).toBe(
      "pageDiy.designer.pinnedNeighbour",
    );
    expect(refuseMove(s.blocks, 1, 3, placementOf)).toBe(
      "pageDiy.designer.cannotMove",
    );
  });

  it("changes page settings and marks the page changed", () => {
    const s = reduce(empty(), {
      type: "settings",
      patch: { title: "春季", colorPicker: "#ffeeee" },
    });
    expect(s.settings).toMatchObject({ title: "春季", colorPicker: "#ffeeee" });
    expect(s.dirty).toBe(true);
  });
});

describe("serialisation", () => {
  it("writes blocks as CRMEB's value (keyed by timestamp, in order) and reads them back", () => {
    const banner = block("swiperBg");
    const goods = block("goodList");
    (goods.component as Draft<"goodList">).goodsList.list = [
      {
        id: 7,
        image: "http://x/a.png",
        name: "保温杯",
        price: "59.00",
        sales: 3,
        ficti: 1,
        unitName: "个",
      },
    ];
    goods.component.isHide = true;
    const value = valueOf([banner, goods], 1_000);
    expect(Object.keys(value)).toEqual(["1000", "1001"]);
    expect(value["1000"]).toMatchObject({ name: "swiperBg", timestamp: 1000 });
    expect(value["1001"]).toMatchObject({
      name: "goodList",
      timestamp: 1001,
      isHide: true,
    });
    expect(value["1000"]).not.toHaveProperty("isHide");

    // Each stored component carries the original designer's `id` ('id' + timestamp).
    expect(value["1000"]!.id).toBe("id1000");
    const back = blocksOf(value, t);
    expect(back.map((b) => b.component.name)).toEqual(["swiperBg", "goodList"]);
    expect(back.map((b) => b.timestamp)).toEqual([1000, 1001]);
    expect(back[1]!.component).toEqual({ ...goods.component, id: "id1001" });
    expect(back[0]!.component).toEqual({ ...banner.component, id: "id1000" });
    // Saved again unchanged, the page keeps its keys.
    expect(Object.keys(valueOf(back, 5_000))).toEqual(["1000", "1001"]);
  });

  it("orders by timestamp, not by key order, and leaves out components it does not know", () => {
    const a = { ...valueOf([block("blankPage")], 5)["5"]! };
    const b = { ...valueOf([block("guide")], 2)["2"]! };
    const value = {
      x: a,
      y: b,
      z: { name: "marquee", timestamp: 1 },
    } as unknown as PageValue;
    expect(blocksOf(value, t).map((x) => x.component.name)).toEqual([
      "guide",
      "blankPage",
    ]);
  });

  it("fills what a stored component lacks from the widget's defaults, keeping everything it has", () => {
    const stored = {
      name: "titles",
      timestamp: 1,
      titleConfig: { val: "热卖", title: "标题内容" },
      fontSize: { val: "big" },
      fontSizeConfig: { val: 18 },
    } as unknown as PageValue[string];
    const [titles] = blocksOf({ 1: stored }, t);
    const c = titles!.component as Draft<"titles"> & {
      fontSizeConfig?: unknown;
    };
    expect(c.titleConfig).toEqual({
      val: "热卖",
      title: "标题内容",
      tabTitle: "文本标题",
      place: "请输入标题，限制8个字以内",
      max: 8,
      isShow: 1,
    });
    // Of another kind than the format's: the default; unknown to this designer: kept.
    expect(c.fontSize.val).toBe(20);
    expect(c.fontSizeConfig).toEqual({ val: 18 });
    expect(c.upConfig.val).toBe(10);
    expect(c.setUp).toEqual({ tabVal: 0, cname: "标题" });
    expect(
      layered({ a: [1], b: 2, n: null }, { a: "x", b: "3", c: 4, n: { x: 1 } }),
    ).toEqual({
      a: [1],
      b: 2,
      c: 4,
      n: { x: 1 },
    });
  });

  it("builds a save request the server accepts, and reads page settings from an answer", () => {
    const settings = { ...newSettings(t), name: " 春季页 ", title: "春季" };
    const request = toRequest(
      settings,
      [block("headerSerch"), block("swiperBg"), block("footer")],
      10,
      3,
    );
    expect(request).toMatchObject({ id: 3, name: "春季页", title: "春季" });
    const parsed = pageSaveSchema.safeParse(request);
    expect(parsed.success, parsed.error?.issues[0]?.message).toBe(true);
    expect(toRequest(settings, [], 10)).not.toHaveProperty("id");

    const answer = {
      ...request,
      id: 3,
      isDefault: 1,
      colorPicker: "#eeeeee",
      bgTabVal: 2,
    } as unknown as PageDiyResponse;
    expect(settingsOf(answer, t)).toMatchObject({
      name: "春季页",
      title: "春季",
      colorPicker: "#eeeeee",
      bgTabVal: 2,
    });
  });
});
