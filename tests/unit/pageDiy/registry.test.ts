// @vitest-environment node
/**
 * The widget registry against the server's component schemas: every widget stores a component
 * the server accepts, every component kind the server knows has a widget, and each widget's
 * defaults (in both languages) pass the server's check.
 */
import { describe, expect, it } from "vitest";
import {
  COMPONENT_NAMES,
  COMPONENT_SCHEMAS,
  SINGLE_COMPONENTS,
} from "../../../server/areas/pageDiy/components";
import {
  NAME_MAX as SERVER_NAME_MAX,
  TITLE_MAX as SERVER_TITLE_MAX,
} from "../../../server/areas/pageDiy/contract";
import zh from "../../../locales/zh-CN/pageDiy.json";
import en from "../../../locales/en-US/pageDiy.json";
import { refuseAdd } from "../../../resources/pageDiy/designer/designRules";
import { newBlock } from "../../../resources/pageDiy/designer/designValue";
import { NAME_MAX, TITLE_MAX } from "../../../resources/pageDiy/limits";
import {
  WIDGET_GROUPS,
  WIDGETS,
  widgetOf,
} from "../../../resources/pageDiy/widgets/registry";
import { translator } from "./translator";

describe("the widget registry", () => {
  it("has one widget per component kind the server knows, each once", () => {
    expect(WIDGETS.map((w) => w.name).sort()).toEqual(
      [...COMPONENT_NAMES].sort(),
    );
    expect(new Set(WIDGETS.map((w) => w.id)).size).toBe(WIDGETS.length);
  });

  it("groups the widgets like the original (basic, marketing, tools)", () => {
    expect(WIDGET_GROUPS).toEqual(["basic", "marketing", "tools"]);
    const group = (g: string) =>
      WIDGETS.filter((w) => w.group === g).map((w) => w.id);
    expect(group("marketing")).toEqual([
      "home_coupon",
      "home_seckill",
      "home_group",
    ]);
    expect(group("tools")).toEqual([
      "home_title",
      "z_auxiliary_box",
      "z_auxiliary_line",
      "z_ueditor",
    ]);
    expect(group("basic")).not.toContain("home_title");
    expect(group("basic")).toContain("banner");
    expect(group("basic")).toContain("home_goods_list");
  });

  it.each([
    ["zh-CN", zh],
    ["en-US", en],
  ])("creates new blocks the server accepts (%s)", (_, file) => {
    const t = translator(file);
    for (const widget of WIDGETS) {
      const block = newBlock(widget.name, t)!;
      expect(block.component.name).toBe(widget.name);
      const parsed = COMPONENT_SCHEMAS[widget.name].safeParse({
        ...block.component,
        timestamp: 1,
      });
      expect(
        parsed.success,
        `${widget.id}: ${parsed.error?.issues[0]?.path.join(".")} ${parsed.error?.issues[0]?.message}`,
      ).toBe(true);
      // Each new block is its own copy.
      expect(newBlock(widget.name, t)!.component).not.toBe(block.component);
      // Its name and group are translated.
      expect(t(`pageDiy.widgets.${widget.id}`)).not.toBe("");
    }
  });

  it("finds widgets by stored name and knows nothing of other names", () => {
    expect(widgetOf("swiperBg")?.id).toBe("banner");
    expect(widgetOf("goodList")?.id).toBe("home_goods_list");
    expect(widgetOf("marquee")).toBeUndefined();
  });

  it("pins the search box and header to the top and the bottom bar to the bottom", () => {
    expect(widgetOf("headerSerch")?.placement).toBe("top");
    expect(widgetOf("homeComb")?.placement).toBe("top");
    expect(widgetOf("footer")?.placement).toBe("bottom");
    expect(
      WIDGETS.filter((w) => w.placement)
        .map((w) => w.name)
        .sort(),
    ).toEqual(["footer", "headerSerch", "homeComb"]);
  });

  it("allows once what the server allows once", () => {
    const t = translator(zh);
    for (const name of COMPONENT_NAMES) {
      const blocks = [newBlock(name, t)!];
      expect(refuseAdd(blocks, name) !== undefined, name).toBe(
        SINGLE_COMPONENTS.includes(name),
      );
    }
    expect(refuseAdd([newBlock("headerSerch", t)!], "homeComb")).toBe(
      "pageDiy.designer.exclusive",
    );
  });

  it("holds the server's name and title limits", () => {
    expect(NAME_MAX).toBe(SERVER_NAME_MAX);
    expect(TITLE_MAX).toBe(SERVER_TITLE_MAX);
  });
});
