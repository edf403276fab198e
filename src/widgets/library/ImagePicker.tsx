import { lazy, Suspense, useState } from "react";
import { PlusOutlined } from "@ant-design/icons";
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useTranslation } from "react-i18next";
import { toastWarning } from "../../../providers/notify";
import { PICKER_MAX } from "./constants";
import { dndPosition, useDndAccessibility } from "../useDndAccessibility";
import { PickerTile } from "./PickerTile";
import { appendWithin, fromList, moveEntry, tileIds, toList, type PickerValue } from "./pickerValue";
import type { Attachment } from "./types";

const loadModal = () => import("./LibraryModal");
const LibraryModal = lazy(loadModal);

export interface ImagePickerProps {
  value?: PickerValue;
  onChange?: (value: PickerValue) => void;
  /** Several pictures, reordered by dragging. */
  multiple?: boolean;
  /** Most pictures in multiple mode (20 by default). */
  max?: number;
  disabled?: boolean;
  /** Upload folder for pictures uploaded from the picker; `product` by default. */
  model?: string;
  /** Tile edge in px. */
  size?: number;
}

/**
 * The image picker (spec doc 2 §2): the chosen pictures with remove buttons and an add tile
 * that opens the material library. Works as an antd form control (value / onChange).
 */
export function ImagePicker({ value, onChange, multiple = false, max = PICKER_MAX, disabled = false, model, size = 64 }: ImagePickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const list = toList(value);
  const limit = multiple ? max : 1;
  const ids = tileIds(list);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
    }),
  );

  const emit = (next: string[]) => onChange?.(fromList(next, multiple));

  const confirm = (chosen: Attachment[]) => {
    const urls = chosen.map((c) => c.sattDir);
    if (!multiple) {
      emit(urls.slice(0, 1));
      setOpen(false);
      return;
    }
    const next = appendWithin(list, urls, limit);
    if (!next) return toastWarning(t("library.picker.atMost", { max: limit }));
    emit(next);
    setOpen(false);
  };

  // Screen readers hear the picture's place in the row, in the console's language.
  const accessibility = useDndAccessibility((id) => dndPosition(t, ids.indexOf(String(id)) + 1), { keys: "spaceOrEnter" });

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    emit(moveEntry(list, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  const openLibrary = () => {
    if (!disabled) setOpen(true);
  };

  const tiles = list.map((url, index) => (
    <PickerTile
      key={ids[index]}
      id={ids[index]!}
      url={url}
      size={size}
      sortable={multiple && !disabled}
      onRemove={disabled ? undefined : () => emit(list.filter((_, i) => i !== index))}
      onOpen={!multiple && !disabled ? openLibrary : undefined}
    />
  ));

  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 8 }} data-testid="image-picker">
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd} accessibility={accessibility}>
        <SortableContext items={ids} strategy={rectSortingStrategy}>
          {tiles}
        </SortableContext>
      </DndContext>
      {!disabled && list.length < limit && (
        <button
          type="button"
          onClick={openLibrary}
          onPointerEnter={() => void loadModal()}
          onFocus={() => void loadModal()}
          aria-label={t("library.picker.add")}
          data-testid="image-picker-add"
          style={{
            width: size,
            height: size,
            border: "1px dashed #d9d9d9",
            borderRadius: 6,
            background: "#fafafa",
            cursor: "pointer",
            display: "grid",
            placeItems: "center",
            color: "#999",
          }}
        >
          <PlusOutlined />
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <LibraryModal open={open} multiple={multiple} model={model} onClose={() => setOpen(false)} onConfirm={confirm} />
        </Suspense>
      )}
    </div>
  );
}

export default ImagePicker;
