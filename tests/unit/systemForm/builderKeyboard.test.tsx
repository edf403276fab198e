import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { closestCenter, DndContext } from "@dnd-kit/core";
import i18next from "i18next";
import { createItem } from "../../../resources/systemForm/builder/catalog";
import { Palette } from "../../../resources/systemForm/builder/Palette";
import { PhoneCanvas } from "../../../resources/systemForm/builder/PhoneCanvas";
import { useCanvasDnd } from "../../../resources/systemForm/builder/useCanvasDnd";
import type { BuilderItem, WidgetName } from "../../../resources/systemForm/builder/mobileForm";
import { useLocale } from "../shell/i18n";

afterEach(cleanup);
beforeAll(() => useLocale("zh-CN"));

const t = (key: string) => i18next.t(key);
const items: BuilderItem[] = [
  { key: "a", data: createItem("texts", 0, t) },
  { key: "b", data: createItem("radios", 1, t) },
];

interface Handlers {
  onAdd: (name: WidgetName, index?: number) => void;
  onMove: (from: number, to: number) => void;
  onSelect: (key: string) => void;
  onRemove: (key: string) => void;
}

/** The builder's palette and phone in its drag-and-drop context, wired as BuilderPage wires them. */
function Builder({ onAdd, onMove, onSelect, onRemove }: Handlers) {
  const dnd = useCanvasDnd({ items, onAdd, onMove });
  return (
    <DndContext
      sensors={dnd.sensors}
      collisionDetection={closestCenter}
      onDragStart={dnd.onDragStart}
      onDragEnd={dnd.onDragEnd}
      onDragCancel={dnd.onDragCancel}
    >
      <Palette onAdd={(name) => onAdd(name)} />
      <PhoneCanvas title="" items={items} selected="a" onSelect={onSelect} onRemove={onRemove} onCopy={vi.fn()} onMove={onMove} />
    </DndContext>
  );
}

const handlers = (): Handlers => ({ onAdd: vi.fn(), onMove: vi.fn(), onSelect: vi.fn(), onRemove: vi.fn() });

describe("the system-form builder by keyboard", () => {
  it("adds a palette entry's component at the end with Enter, as a click does", async () => {
    const on = handlers();
    render(<Builder {...on} />);
    const entry = screen.getByTestId("palette-texts");
    entry.focus();
    await userEvent.keyboard("{Enter}");
    expect(on.onAdd).toHaveBeenCalledTimes(1);
    expect(on.onAdd).toHaveBeenCalledWith("texts");
    // Nothing was picked up.
    expect(entry).not.toHaveAttribute("aria-pressed", "true");
  });

  it("picks a palette entry up with Space to drag it, and Escape puts it back", async () => {
    const on = handlers();
    render(<Builder {...on} />);
    const entry = screen.getByTestId("palette-radios");
    entry.focus();
    await userEvent.keyboard(" ");
    expect(entry).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard("{Escape}");
    expect(entry).not.toHaveAttribute("aria-pressed", "true");
    expect(on.onAdd).not.toHaveBeenCalled();
  });

  it("makes a component on the phone the edited one with Enter; Space picks it up to move it", async () => {
    const on = handlers();
    render(<Builder {...on} />);
    const second = screen.getAllByTestId("canvas-item")[1];
    second.focus();
    await userEvent.keyboard("{Enter}");
    expect(on.onSelect).toHaveBeenCalledWith("b");
    await userEvent.keyboard(" ");
    expect(second).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard("{Escape}");
    expect(on.onMove).not.toHaveBeenCalled();
  });

  it("leaves Enter on a component's tools to the tool", async () => {
    const on = handlers();
    render(<Builder {...on} />);
    screen.getByTestId("canvas-item-delete").focus();
    await userEvent.keyboard("{Enter}");
    expect(on.onRemove).toHaveBeenCalledWith("a");
    expect(on.onSelect).not.toHaveBeenCalled();
  });
});
