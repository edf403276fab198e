import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { closestCenter, DndContext, KeyboardSensor, useDraggable, useSensor, useSensors, type Active, type Over, type UniqueIdentifier } from "@dnd-kit/core";
import i18next from "i18next";
import { useDndAccessibility, useDragRoleDescription, type DndAccessibility, type DndAccessibilityOptions } from "../../../src/widgets/useDndAccessibility";
import { createItem } from "../../../resources/systemForm/builder/catalog";
import { Palette as FormPalette } from "../../../resources/systemForm/builder/Palette";
import { PhoneCanvas as FormPhone } from "../../../resources/systemForm/builder/PhoneCanvas";
import { useCanvasDnd } from "../../../resources/systemForm/builder/useCanvasDnd";
import type { BuilderItem } from "../../../resources/systemForm/builder/mobileForm";
import { newBlock } from "../../../resources/pageDiy/designer/designValue";
import type { Block } from "../../../resources/pageDiy/designer/designState";
import { PHONE_DROP, useDesignerDnd } from "../../../resources/pageDiy/designer/useDesignerDnd";
import { refuseAdd, refuseMove } from "../../../resources/pageDiy/designer/designRules";
import { placementOf } from "../../../resources/pageDiy/widgets/registry";
import { useLocale } from "../shell/i18n";

afterEach(cleanup);

const ZH_INSTRUCTIONS = "按空格键拿起此项，用方向键移动，再按一次空格键放下；按 Esc 键取消拖动。";
const EN_INSTRUCTIONS =
  "To pick up this item, press Space. While dragging, use the arrow keys to move it. Press Space again to drop it, or press Escape to cancel.";

const active = (id: UniqueIdentifier) => ({ id }) as unknown as Active;
const over = (id: UniqueIdentifier) => ({ id }) as unknown as Over;
const instructions = () => document.querySelector('[id^="DndDescribedBy-"]');
const liveRegion = () => document.querySelector('[id^="DndLiveRegion-"]');

const NAMES: Record<string, string> = { a: "第 1 项（姓名）", b: "第 2 项（电话）" };

function Tile({ id }: { id: string }) {
  const roleDescription = useDragRoleDescription();
  const { attributes, listeners, setNodeRef } = useDraggable({ id, attributes: { roleDescription } });
  return (
    <button type="button" ref={setNodeRef} {...attributes} {...listeners} data-testid={`tile-${id}`}>
      {id}
    </button>
  );
}

/** A DndContext with the shared texts, Space-only as the designers' sensors; `seen` gets the prop. */
function Harness({
  nameOf,
  options,
  seen,
}: {
  nameOf?: (id: UniqueIdentifier) => string | undefined;
  options?: DndAccessibilityOptions;
  seen?: (a: DndAccessibility) => void;
}) {
  const accessibility = useDndAccessibility(nameOf, options);
  seen?.(accessibility);
  const sensors = useSensors(useSensor(KeyboardSensor, { keyboardCodes: { start: ["Space"], cancel: ["Escape"], end: ["Space"] } }));
  return (
    <DndContext sensors={sensors} accessibility={accessibility}>
      <Tile id="a" />
    </DndContext>
  );
}

function renderHarness(nameOf?: (id: UniqueIdentifier) => string | undefined, options?: DndAccessibilityOptions) {
  let latest: DndAccessibility | undefined;
  render(<Harness nameOf={nameOf} options={options} seen={(a) => (latest = a)} />);
  return () => latest!;
}

describe("useDndAccessibility in zh-CN", () => {
  it("renders the Chinese instructions (Space, arrows, Escape) and describes the draggable with them", async () => {
    await useLocale("zh-CN");
    renderHarness((id) => NAMES[String(id)]);
    expect(instructions()).toHaveTextContent(ZH_INSTRUCTIONS);
    expect(instructions()?.textContent).not.toMatch(/Enter|回车|press/i);
    const tile = screen.getByTestId("tile-a");
    expect(tile).toHaveAttribute("aria-describedby", instructions()!.id);
    expect(tile).toHaveAttribute("aria-roledescription", "可拖动项");
  });

  it("announces a drag in Chinese, naming the items by the caller's words", async () => {
    await useLocale("zh-CN");
    const a = renderHarness((id) => NAMES[String(id)])().announcements;
    expect(a.onDragStart({ active: active("a") })).toBe("已拿起第 1 项（姓名）。");
    // A sortable item is over its own place at once: the pick-up stays the last word.
    expect(a.onDragOver({ active: active("a"), over: over("a") })).toBeUndefined();
    expect(a.onDragOver({ active: active("a"), over: over("b") })).toBe("已将第 1 项（姓名）移到第 2 项（电话）处。");
    expect(a.onDragOver({ active: active("a"), over: over("b") })).toBeUndefined();
    expect(a.onDragOver({ active: active("a"), over: over("a") })).toBe("已将第 1 项（姓名）移回原处。");
    expect(a.onDragOver({ active: active("a"), over: null })).toBe("已将第 1 项（姓名）移出可放置区域。");
    expect(a.onDragEnd({ active: active("a"), over: over("b") })).toBe("已将第 1 项（姓名）放到第 2 项（电话）处。");
    expect(a.onDragEnd({ active: active("a"), over: over("a") })).toBe("已放下第 1 项（姓名），位置未变。");
    expect(a.onDragEnd({ active: active("a"), over: null })).toBe("已放下第 1 项（姓名），但不在可放置区域内，未作任何更改。");
    expect(a.onDragCancel({ active: active("a"), over: null })).toBe("已取消拖动，第 1 项（姓名）回到原处。");
  });

  it("says the first place with the pick-up of an item that is not over itself (a palette entry)", async () => {
    await useLocale("zh-CN");
    const a = renderHarness((id) => (id === "new" ? "新的“文本框”组件" : NAMES[String(id)]))().announcements;
    expect(a.onDragStart({ active: active("new") })).toBe("已拿起新的“文本框”组件。");
    expect(a.onDragOver({ active: active("new"), over: over("b") })).toBe("已拿起新的“文本框”组件，当前位于第 2 项（电话）处。");
    expect(a.onDragOver({ active: active("new"), over: over("a") })).toBe("已将新的“文本框”组件移到第 1 项（姓名）处。");
  });

  it("falls back to 此项 and 可放置区域 for ids without a name", async () => {
    await useLocale("zh-CN");
    const a = renderHarness()().announcements;
    expect(a.onDragStart({ active: active("w1x") })).toBe("已拿起此项。");
    expect(a.onDragEnd({ active: active("w1x"), over: over("zone") })).toBe("已将此项放到可放置区域处。");
  });

  it("speaks in the live region when Space picks an item up and Escape puts it back", async () => {
    await useLocale("zh-CN");
    renderHarness((id) => NAMES[String(id)]);
    screen.getByTestId("tile-a").focus();
    await userEvent.keyboard(" ");
    expect(liveRegion()).toHaveTextContent("已拿起第 1 项（姓名）。");
    await userEvent.keyboard("{Escape}");
    expect(liveRegion()).toHaveTextContent("已取消拖动，第 1 项（姓名）回到原处。");
  });

  it("names Enter too for a sensor that picks up with Enter", async () => {
    await useLocale("zh-CN");
    renderHarness(undefined, { keys: "spaceOrEnter" });
    expect(instructions()).toHaveTextContent("按空格键或回车键拿起此项，用方向键移动，再按一次空格键或回车键放下；按 Esc 键取消拖动。");
  });
});

describe("useDndAccessibility in en-US", () => {
  it("renders the English instructions and announcements", async () => {
    await useLocale("en-US");
    const a = renderHarness((id) => (id === "a" ? "item 1 (Name)" : id === "b" ? "item 2 (Phone)" : undefined))().announcements;
    expect(instructions()).toHaveTextContent(EN_INSTRUCTIONS);
    expect(screen.getByTestId("tile-a")).toHaveAttribute("aria-roledescription", "draggable item");
    expect(a.onDragStart({ active: active("a") })).toBe("Picked up item 1 (Name).");
    expect(a.onDragOver({ active: active("a"), over: over("a") })).toBeUndefined();
    expect(a.onDragOver({ active: active("a"), over: over("b") })).toBe("Moved item 1 (Name) to item 2 (Phone).");
    expect(a.onDragOver({ active: active("a"), over: over("a") })).toBe("Moved item 1 (Name) back to where it was.");
    expect(a.onDragOver({ active: active("a"), over: null })).toBe("Moved item 1 (Name) out of the drop areas.");
    expect(a.onDragEnd({ active: active("a"), over: over("b") })).toBe("Dropped item 1 (Name) at item 2 (Phone).");
    expect(a.onDragEnd({ active: active("a"), over: null })).toBe("Dropped item 1 (Name) outside the drop areas; nothing changed.");
    expect(a.onDragEnd({ active: active("a"), over: over("a") })).toBe("Dropped item 1 (Name) where it was; nothing changed.");
    expect(a.onDragCancel({ active: active("a"), over: null })).toBe("Dragging cancelled; item 1 (Name) is back where it was.");
    expect(a.onDragStart({ active: active("zzz") })).toBe("Picked up the item.");
    expect(a.onDragOver({ active: active("zzz"), over: over("b") })).toBe("Picked up the item, now at item 2 (Phone).");
  });

  it("follows a change of language", async () => {
    await useLocale("zh-CN");
    const latest = renderHarness();
    expect(instructions()).toHaveTextContent(ZH_INSTRUCTIONS);
    await act(() => useLocale("en-US"));
    expect(instructions()).toHaveTextContent(EN_INSTRUCTIONS);
    expect(latest().announcements.onDragStart({ active: active("x") })).toBe("Picked up the item.");
  });
});

/** The page designer's drag texts over `blocks`, with its refusal rules when given; returns the latest. */
function renderDesigner(blocks: Block[], rules: Pick<Parameters<typeof useDesignerDnd>[0], "refuseAdd" | "refuseMove"> = {}) {
  let latest: DndAccessibility | undefined;
  function Designer({ seen }: { seen: (a: DndAccessibility) => void }) {
    const dnd = useDesignerDnd({ blocks, onDropNew: vi.fn(), onReorder: vi.fn(), ...rules });
    seen(dnd.accessibility);
    return <DndContext sensors={dnd.sensors} accessibility={dnd.accessibility} />;
  }
  render(<Designer seen={(a) => (latest = a)} />);
  return () => latest!;
}

describe("the designers' names of dragged items", () => {
  it("system-form builder: a palette entry as a new component, a component by its place and title, the phone as the form's end", async () => {
    await useLocale("zh-CN");
    const t = (key: string) => i18next.t(key);
    const items: BuilderItem[] = [
      { key: "a", data: createItem("texts", 0, t) },
      { key: "b", data: createItem("radios", 1, t) },
    ];
    items[0]!.data.titleConfig.val = "姓名";
    let latest: DndAccessibility | undefined;
    function Builder({ seen }: { seen: (a: DndAccessibility) => void }) {
      const dnd = useCanvasDnd({ items, onAdd: vi.fn(), onMove: vi.fn() });
      seen(dnd.accessibility);
      return (
        <DndContext sensors={dnd.sensors} accessibility={dnd.accessibility} collisionDetection={closestCenter}>
          <FormPalette onAdd={vi.fn()} />
          <FormPhone title="" items={items} onSelect={vi.fn()} onRemove={vi.fn()} onCopy={vi.fn()} onMove={vi.fn()} />
        </DndContext>
      );
    }
    render(<Builder seen={(a) => (latest = a)} />);
    expect(instructions()).toHaveTextContent(ZH_INSTRUCTIONS);
    expect(screen.getByTestId("palette-texts")).toHaveAttribute("aria-roledescription", "可拖动项");
    expect(screen.getAllByTestId("canvas-item")[0]).toHaveAttribute("aria-roledescription", "可拖动项");
    const a = latest!.announcements;
    expect(a.onDragStart({ active: active("palette:radios") })).toBe("已拿起新的“单选框”组件。");
    expect(a.onDragOver({ active: active("palette:radios"), over: over("b") })).toBe("已拿起新的“单选框”组件，当前位于第 2 项（单选框）处。");
    expect(a.onDragEnd({ active: active("palette:radios"), over: over("canvas") })).toBe("已将新的“单选框”组件放到表单末尾处。");
    expect(a.onDragOver({ active: active("b"), over: over("a") })).toBe("已将第 2 项（单选框）移到第 1 项（姓名）处。");
    // Space on a component on the phone picks it up and the live region names it; Escape puts it back.
    screen.getAllByTestId("canvas-item")[0]!.focus();
    await userEvent.keyboard(" ");
    expect(liveRegion()).toHaveTextContent("已拿起第 1 项（姓名）。");
    await userEvent.keyboard("{Escape}");
    expect(liveRegion()).toHaveTextContent("已取消拖动，第 1 项（姓名）回到原处。");
  });

  it("page designer: a palette widget as a new component, a block by its place and widget, the phone as the page's end", async () => {
    await useLocale("en-US");
    const blocks: Block[] = [newBlock("swiperBg", i18next.t)!, newBlock("titles", i18next.t)!];
    const latest = renderDesigner(blocks);
    const a = latest().announcements;
    expect(a.onDragStart({ active: active("new:swiperBg") })).toBe("Picked up a new “Banner” component.");
    a.onDragCancel({ active: active("new:swiperBg"), over: null });
    expect(a.onDragEnd({ active: active("new:swiperBg"), over: over(PHONE_DROP) })).toBe("Dropped a new “Banner” component at the end of the page.");
    expect(a.onDragOver({ active: active(blocks[1]!.key), over: over(blocks[0]!.key) })).toBe("Moved item 2 (Title) to item 1 (Banner).");
    await act(() => useLocale("zh-CN"));
    expect(latest().announcements.onDragEnd({ active: active(blocks[1]!.key), over: over(blocks[0]!.key) })).toBe(
      "已将第 2 项（标题）放到第 1 项（轮播图）处。",
    );
  });

  it("page designer: a drop the designer refuses says why, not that it was dropped", async () => {
    await useLocale("zh-CN");
    const blocks: Block[] = [newBlock("swiperBg", i18next.t)!, newBlock("titles", i18next.t)!, newBlock("footer", i18next.t)!];
    const latest = renderDesigner(blocks, {
      refuseAdd: (name) => refuseAdd(blocks, name),
      refuseMove: (from, to) => refuseMove(blocks, from, to, placementOf),
    });
    const end = latest().announcements.onDragEnd;
    expect(end({ active: active("new:footer"), over: over(PHONE_DROP) })).toBe("未能放下新的“底部导航”组件：该组件只能添加一次。");
    expect(end({ active: active(blocks[2]!.key), over: over(blocks[0]!.key) })).toBe("未能放下第 3 项（底部导航）：该组件禁止移动。");
    // Allowed drops are still said as dropped.
    expect(end({ active: active("new:titles"), over: over(PHONE_DROP) })).toBe("已将新的“标题”组件放到页面末尾处。");
    expect(end({ active: active(blocks[1]!.key), over: over(blocks[0]!.key) })).toBe("已将第 2 项（标题）放到第 1 项（轮播图）处。");
  });
});
