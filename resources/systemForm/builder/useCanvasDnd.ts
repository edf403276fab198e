import { PointerSensor, KeyboardSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent, type UniqueIdentifier } from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dndNewComponent, dndPosition, useDndAccessibility } from "../../../src/widgets/useDndAccessibility";
import { CANVAS_ID } from "./PhoneCanvas";
import { PALETTE_PREFIX } from "./Palette";
import type { BuilderItem, WidgetName } from "./mobileForm";

export interface CanvasDndHandlers {
  items: readonly BuilderItem[];
  onAdd: (name: WidgetName, index: number) => void;
  onMove: (from: number, to: number) => void;
}

/** Dragging from the palette onto the phone (inserts there) and within the phone (reorders), with its screen-reader texts. */
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

  // What a screen reader hears of a drag: a palette entry by its component, a component on the
  // phone by its place and title ("第 2 项（姓名）"), the phone itself as the form's end.
  const { t } = useTranslation();
  const widgetName = (name: WidgetName) => t(`systemForm.widgets.${name}.name`);
  const nameOf = (id: UniqueIdentifier) => {
    const key = String(id);
    if (key.startsWith(PALETTE_PREFIX)) return dndNewComponent(t, widgetName(key.slice(PALETTE_PREFIX.length) as WidgetName));
    if (id === CANVAS_ID) return t("systemForm.builder.dropArea");
    const index = items.findIndex((i) => i.key === id);
    const item = items[index];
    return item && dndPosition(t, index + 1, item.data.titleConfig.val.trim() || widgetName(item.data.name));
  };
  const accessibility = useDndAccessibility(nameOf);

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
    accessibility,
    dragging,
    onDragStart,
    onDragEnd,
    onDragCancel: () => setDragging(undefined),
  };
}
