import { PointerSensor, KeyboardSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useState } from "react";
import { CANVAS_ID } from "./PhoneCanvas";
import { PALETTE_PREFIX } from "./Palette";
import type { BuilderItem, WidgetName } from "./mobileForm";

export interface CanvasDndHandlers {
  items: readonly BuilderItem[];
  onAdd: (name: WidgetName, index: number) => void;
  onMove: (from: number, to: number) => void;
}

/** Dragging from the palette onto the phone (inserts there) and within the phone (reorders). */
export function useCanvasDnd({ items, onAdd, onMove }: CanvasDndHandlers) {
  const [dragging, setDragging] = useState<WidgetName>();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Space picks a palette entry or a component up (the arrow keys move it, Space drops it, Escape
    // cancels); Enter is left to the element: a palette entry adds its component at the end, as a
    // click does, and a component on the phone becomes the edited one.
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ["Space"], cancel: ["Escape"], end: ["Space"] },
    }),
  );
  const indexOf = (id: unknown) => (id === CANVAS_ID ? items.length : items.findIndex((i) => i.key === id));

  const onDragStart = ({ active }: DragStartEvent) => {
    const name = active.data.current?.name as WidgetName | undefined;
    setDragging(String(active.id).startsWith(PALETTE_PREFIX) ? name : undefined);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(undefined);
    if (!over) return;
    if (String(active.id).startsWith(PALETTE_PREFIX)) {
      const index = indexOf(over.id);
      onAdd(active.data.current?.name as WidgetName, index < 0 ? items.length : index);
      return;
    }
    if (active.id === over.id) return;
    const from = indexOf(active.id);
    const to = Math.min(indexOf(over.id), items.length - 1);
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return {
    sensors,
    dragging,
    onDragStart,
    onDragEnd,
    onDragCancel: () => setDragging(undefined),
  };
}
