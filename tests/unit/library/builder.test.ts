import { beforeAll, describe, expect, it } from "vitest";
import i18next from "i18next";
import { builderReducer, EMPTY_BUILDER } from "../../../resources/systemForm/builder/builderState";
import { createItem } from "../../../resources/systemForm/builder/catalog";
import { parseFormValue, toSavedForm } from "../../../resources/systemForm/builder/formValue";
import { validateItems } from "../../../resources/systemForm/builder/validateItems";
import { DEMO_SYSTEM_FORMS } from "../../../server/areas/library/formTemplates";
import type { BuilderItem } from "../../../resources/systemForm/builder/mobileForm";
import { useLocale } from "../shell/i18n";

const t = (key: string, vars?: Record<string, unknown>) => i18next.t(key, vars);
beforeAll(() => useLocale("zh-CN"));
const entry = (key: string, name: Parameters<typeof createItem>[0] = "texts"): BuilderItem => ({ key, data: createItem(name, 0, t) });

describe("builder canvas", () => {
  it("adds at the end or at a place, and edits the new component", () => {
    let state = builderReducer(EMPTY_BUILDER, {
      type: "add",
      item: entry("a"),
    });
    state = builderReducer(state, { type: "add", item: entry("b") });
    state = builderReducer(state, { type: "add", item: entry("c"), index: 1 });
    expect(state.items.map((i) => i.key)).toEqual(["a", "c", "b"]);
    expect(state.selected).toBe("c");
    expect(state.dirty).toBe(true);
  });

  it("moves, copies and removes; the selection follows", () => {
    let state = builderReducer(EMPTY_BUILDER, {
      type: "load",
      items: [entry("a"), entry("b"), entry("c")],
    });
    expect(state.dirty).toBe(false);
    state = builderReducer(state, { type: "move", from: 0, to: 2 });
    expect(state.items.map((i) => i.key)).toEqual(["b", "c", "a"]);
    state = builderReducer(state, {
      type: "duplicate",
      key: "b",
      copy: entry("b2"),
    });
    expect(state.items.map((i) => i.key)).toEqual(["b", "b2", "c", "a"]);
    state = builderReducer(state, { type: "remove", key: "b2" });
    expect(state.selected).toBe("c");
    state = builderReducer(state, { type: "remove", key: "c" });
    state = builderReducer(state, { type: "select", key: "a" });
    state = builderReducer(state, { type: "remove", key: "a" });
    expect(state.items.map((i) => i.key)).toEqual(["b"]);
    expect(state.selected).toBe("b");
  });

  it("updates one component's data", () => {
    const a = entry("a");
    let state = builderReducer(EMPTY_BUILDER, { type: "load", items: [a] });
    state = builderReducer(state, {
      type: "update",
      key: "a",
      data: { ...a.data, titleConfig: { ...a.data.titleConfig, val: "姓名" } },
    });
    expect(state.items[0]!.data.titleConfig.val).toBe("姓名");
    expect(builderReducer(state, { type: "saved" }).dirty).toBe(false);
  });
});

describe("saved form value", () => {
  it("keys components by timestamps in canvas order and lists their titles", () => {
    const a = entry("a");
    const b = entry("b", "radios");
    a.data.titleConfig.val = "姓名";
    b.data.titleConfig.val = "性别";
    const saved = toSavedForm([b, a], 1000);
    const value = JSON.parse(saved.formValue) as Record<string, { name: string; timestamp: number }>;
    expect(Object.keys(value)).toEqual(["1000", "1001"]);
    expect(value["1000"]!.name).toBe("radios");
    expect(saved.allKeys).toBe("性别,姓名");
    expect(parseFormValue(saved.formValue).map((i) => i.titleConfig.val)).toEqual(["性别", "姓名"]);
  });

  it("reads the forms the original designer stored", () => {
    const demo = DEMO_SYSTEM_FORMS[0]!;
    const items = parseFormValue(demo.formValue);
    expect(items.map((i) => i.titleConfig.val).join(",")).toBe(demo.allKeys);
    expect(items.map((i) => i.name)).toEqual(["texts", "texts", "radios", "texts"]);
  });

  it("ignores what it cannot read", () => {
    expect(parseFormValue("not json")).toEqual([]);
    expect(parseFormValue("[1,2]")).toEqual([]);
    expect(
      parseFormValue(
        JSON.stringify({
          1: { name: "video", titleConfig: {}, titleShow: {} },
        }),
      ),
    ).toEqual([]);
  });
});

describe("what stops a save", () => {
  it("no components", () => expect(validateItems([])?.message).toBe("systemForm.builder.empty"));
  it("a component without a title", () => {
    const a = entry("a");
    a.data.titleConfig.val = " ";
    expect(validateItems([a])).toEqual({
      key: "a",
      message: "systemForm.builder.titleRequired",
    });
  });
  it("a choice without options, or with a blank one", () => {
    const s = entry("s", "selects");
    s.data.wordsConfig!.list = [];
    expect(validateItems([s])?.message).toBe("systemForm.builder.optionsRequired");
    s.data.wordsConfig!.list = [{ val: "" }];
    expect(validateItems([s])?.message).toBe("systemForm.builder.optionBlank");
  });
  it("a broken pattern", () => {
    const a = entry("a");
    a.data.regConfig = { pattern: "/([/", message: "" };
    expect(validateItems([a])?.message).toBe("systemForm.builder.badPattern");
  });
  it("a good form passes", () => expect(validateItems([entry("a"), entry("b", "checkboxs")])).toBeUndefined());
});
