import { useState } from "react";
import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useTranslation } from "react-i18next";
import {
  dndNewComponent,
  dndPosition,
  useDndAccessibility,
} from "../../../src/widgets/useDndAccessibility";
import { widgetOf } from "../widgets/registry";
import type { Block } from "./designState";

/** Drag ids: palette entries carry the widget name, the phone's empty area is one drop zone. */
export const NEW_BLOCK = "new:";
export const PHONE_DROP = "phone";

interface Handlers {
  blocks: readonly Block[];
  /** A palette widget dropped at `index` (before the block it was dropped on, or at the end). */
  onDropNew: (name: string, index: number) => void;
  /** A block dragged to another place. */
  onReorder: (from: number, to: number) => void;
  /** Why a widget cannot be added, or a block cannot move (locale keys): said at the drop. */
  refuseAdd?: (name: string) => string | undefined;
  refuseMove?: (from: number, to: number) => string | undefined;
}

/** Drag and drop of the designer: from the palette onto the phone, and within the phone, with its screen-reader texts. */
export function useDesignerDnd({
  blocks,
  onDropNew,
  onReorder,
  refuseAdd,
  refuseMove,
}: Handlers) {
  const [incoming, setIncoming] = useState<string>();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ["Space"], cancel: ["Escape"], end: ["Space"] },
    }),
  );
  const position = (id: unknown) => blocks.findIndex((b) => b.key === id);

  // What a screen reader hears of a drag: a palette widget by its name, a block by its place and
  // widget ("第 2 项（轮播图）"), the phone's empty area as the page's end.
  const { t } = useTranslation();
  const widgetName = (name: string) => {
    const widget = widgetOf(name);
    return widget && t(`pageDiy.widgets.${widget.id}`);
  };
  const nameOf = (id: UniqueIdentifier) => {
    const key = String(id);
    if (key.startsWith(NEW_BLOCK)) {
      const name = widgetName(key.slice(NEW_BLOCK.length));
      return name && dndNewComponent(t, name);
    }
    if (id === PHONE_DROP) return t("pageDiy.designer.dropArea");
    const at = position(id);
    return at < 0
      ? undefined
      : dndPosition(t, at + 1, widgetName(blocks[at]!.component.name));
  };
  // A drop the designer refuses (a second footer, a pinned block) says why, as its toast does.
  const refusalOf = (activeId: UniqueIdentifier, overId: UniqueIdentifier) => {
    const key = String(activeId);
    const refusal = key.startsWith(NEW_BLOCK)
      ? refuseAdd?.(key.slice(NEW_BLOCK.length))
      : overId === PHONE_DROP || position(activeId) < 0 || position(overId) < 0
        ? undefined
        : refuseMove?.(position(activeId), position(overId));
    return refusal && t(refusal);
  };
  const accessibility = useDndAccessibility(nameOf, { refusalOf });

  const onDragStart = ({ active }: DragStartEvent) => {
    const id = String(active.id);
    setIncoming(
      id.startsWith(NEW_BLOCK) ? id.slice(NEW_BLOCK.length) : undefined,
    );
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setIncoming(undefined);
    if (!over) return;
    const id = String(active.id);
    if (id.startsWith(NEW_BLOCK)) {
      const at = over.id === PHONE_DROP ? blocks.length : position(over.id);
      onDropNew(id.slice(NEW_BLOCK.length), at < 0 ? blocks.length : at);
    } else if (active.id !== over.id && over.id !== PHONE_DROP) {
      const from = position(active.id);
      const to = position(over.id);
      if (from >= 0 && to >= 0) onReorder(from, to);
    }
  };

  return {
    sensors,
    accessibility,
    incoming,
    onDragStart,
    onDragEnd,
    onDragCancel: () => setIncoming(undefined),
  };
}
