// @vitest-environment node
/**
 * The original designer's format (CRMEB mer v1.9): every widget's default configuration has the
 * keys of the original's `defaultConfig`, the server's schema takes the original's pages as
 * they are, and a page in that format opens, is edited and is saved by this designer with no
 * key lost.
 */
import { describe, expect, it } from "vitest";
import {
  COMPONENT_NAMES,
  pageValueSchema,
} from "../../../server/areas/pageDiy/components";
import type { PageValue } from "../../../server/areas/pageDiy/contract";
import { defaultsOf } from "../../../server/shared/pageDiy/defaults";
import {
  designReducer,
  type DesignState,
} from "../../../resources/pageDiy/designer/designState";
import {
  blocksOf,
  copyBlock,
  newBlock,
  newSettings,
  valueOf,
} from "../../../resources/pageDiy/designer/designValue";
import { diyContext } from "../../../resources/pageDiy/designer/diyContext";
import { widgetOf } from "../../../resources/pageDiy/widgets/registry";
import zh from "../../../locales/zh-CN/pageDiy.json";
import en from "../../../locales/en-US/pageDiy.json";
import {
  changedLeaves,
  formatDifferences,
  missingPaths,
  ORIGINAL,
  ORIGINAL_COMPONENTS,
  type Document,
} from "../../fixtures/pageDiy/originalDocument";
import { translator } from "./translator";

const t = translator(zh);
const reduce = designReducer((name) => widgetOf(name)?.placement ?? "middle");
const open = (value: Document): DesignState => ({
  settings: newSettings(t),
  blocks: blocksOf(value as unknown as PageValue, t),
  dirty: false,
});
const byName = (state: DesignState, name: string) =>
  state.blocks.find((b) => b.component.name === name)!;
/** An edit as the panels make it: one block of a component replaced, the rest of it as it was. */
const edit = (
  state: DesignState,
  name: string,
  change: (c: Record<string, never>) => object,
): DesignState => {
  const block = byName(state, name);
  return reduce(state, {
    type: "update",
    key: block.key,
    component: change(
      block.component as unknown as Record<string, never>,
    ) as typeof block.component,
  });
};
const BASE = 1_800_000_000_000_000;

describe("each widget's default configuration", () => {
  it.each(COMPONENT_NAMES)(
    "%s has exactly the original's keys (names, nesting and kinds)",
    (name) => {
      const original = ORIGINAL_COMPONENTS.find((c) => c.name === name);
      expect(original, `the fixture lacks ${name}`).toBeDefined();
      const { timestamp: _t, id: _id, ...stored } = original!;
      for (const file of [zh, en]) {
        const ours = defaultsOf(name, diyContext(translator(file)));
        expect(formatDifferences(stored, ours)).toEqual({
          missing: [],
          extra: [],
        });
      }
    },
  );

  it("is what a new block of the designer starts with", () => {
    for (const name of COMPONENT_NAMES) {
      const block = newBlock(name, t)!;
      expect(block.component).toEqual(defaultsOf(name, diyContext(t)));
      expect(block.timestamp).toBeUndefined();
    }
  });
});

describe("the server's component schema", () => {
  it.each(["home", "header"] as const)(
    "takes the original's %s page and keeps every key as sent",
    (page) => {
      const parsed = pageValueSchema.safeParse(ORIGINAL[page]);
      expect(parsed.success, parsed.error?.issues[0]?.message).toBe(true);
      expect(parsed.data).toEqual(ORIGINAL[page]);
    },
  );
});

describe("a page in the original's format in this designer", () => {
  it("opens with every widget, in timestamp order", () => {
    const state = open(ORIGINAL.home);
    expect(state.blocks.map((b) => b.component.name)).toEqual(
      Object.values(ORIGINAL.home).map((c) => c.name),
    );
    expect(open(ORIGINAL.header).blocks.map((b) => b.component.name)).toEqual([
      "homeComb",
      "swiperBg",
      "footer",
    ]);
  });

  it.each(["home", "header"] as const)(
    "opens, is edited and saves the %s page with no key lost",
    (page) => {
      let state = open(ORIGINAL[page]);
      state = edit(state, "swiperBg", (c) => ({
        ...c,
        contentStyle: { ...(c.contentStyle as object), val: 12 },
        txtStyle: { ...(c.txtStyle as object), tabVal: 2 },
      }));
      const hidden = byName(state, "footer");
      state = reduce(state, { type: "toggleHide", key: hidden.key });
      const saved = valueOf(state.blocks, BASE);

      // The page keeps its keys (the components' timestamps) and each component every key it had.
      expect(Object.keys(saved)).toEqual(Object.keys(ORIGINAL[page]));
      const changes: string[] = [];
      for (const [key, before] of Object.entries(ORIGINAL[page])) {
        expect(missingPaths(before, saved[key]), String(before.name)).toEqual(
          [],
        );
        changes.push(
          ...changedLeaves(before, saved[key]).map(
            (leaf) => `${String(before.name)}.${leaf}`,
          ),
        );
      }
      expect(changes.sort()).toEqual([
        "footer.isHide",
        "swiperBg.contentStyle.val",
        "swiperBg.txtStyle.tabVal",
      ]);
      expect(pageValueSchema.safeParse(saved).success).toBe(true);
    },
  );

  it("keeps keys it does not know, at any depth", () => {
    const home = structuredClone(ORIGINAL.home);
    const goods = Object.values(home).find((c) => c.name === "goodList")!;
    Object.assign(goods, { fromAnotherVersion: { on: true } });
    Object.assign(goods.upConfig as object, { unit: "px" });
    Object.assign((goods.goodsList as { list: object[] }).list[0]!, {
      stock: 12,
      attrValue: [{ sku: "红" }],
    });
    let state = open(home);
    state = edit(state, "goodList", (c) => ({
      ...c,
      upConfig: { ...(c.upConfig as object), val: 20 },
    }));
    const saved = Object.values(valueOf(state.blocks, BASE)).find(
      (c) => c.name === "goodList",
    )!;
    expect(missingPaths(goods, saved)).toEqual([]);
    expect(saved).toMatchObject({
      fromAnotherVersion: { on: true },
      upConfig: { unit: "px", val: 20 },
    });
  });

  it("renumbers a reordered page from the save time, as the original does, keeping each component's id", () => {
    let state = open(ORIGINAL.home);
    const ids = state.blocks.map((b) => b.component.id);
    state = reduce(state, { type: "move", from: 2, to: 1 });
    const saved = valueOf(state.blocks, BASE);
    expect(Object.keys(saved)).toEqual(
      state.blocks.map((_, i) => String(BASE + i)),
    );
    expect(
      Object.values(saved)
        .map((c) => c.id)
        .sort(),
    ).toEqual([...ids].sort());
  });

  it("gives new blocks and copies their own `id` ('id' + timestamp)", () => {
    let state = open(ORIGINAL.home);
    const banner = byName(state, "swiperBg");
    state = reduce(state, {
      type: "duplicate",
      key: banner.key,
      copy: copyBlock(banner),
    });
    state = reduce(state, {
      type: "add",
      block: newBlock("blankPage", t)!,
      index: 3,
    });
    const saved = Object.values(valueOf(state.blocks, BASE));
    expect(new Set(saved.map((c) => c.id)).size).toBe(saved.length);
    expect(saved[3]).toMatchObject({
      name: "blankPage",
      id: `id${BASE + 3}`,
      timestamp: BASE + 3,
    });
  });
});
