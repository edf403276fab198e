import type { CSSProperties } from "react";
import { CloseCircleFilled } from "@ant-design/icons";
import { useSortable } from "@dnd-kit/sortable";
import { useDragRoleDescription } from "../useDndAccessibility";
import { CSS } from "@dnd-kit/utilities";
import { useTranslation } from "react-i18next";
import { Thumb } from "./Thumb";

export interface PickerTileProps {
  id: string;
  url: string;
  size: number;
  sortable: boolean;
  onRemove?: () => void;
  onOpen?: () => void;
}

/** One chosen picture: a remove button, draggable in multiple mode, opens the library in single mode. */
export function PickerTile({ id, url, size, sortable, onRemove, onOpen }: PickerTileProps) {
  const { t } = useTranslation();
  const roleDescription = useDragRoleDescription();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: !sortable, attributes: { roleDescription } });
  const style: CSSProperties = {
    position: "relative",
    width: size,
    height: size,
    border: "1px solid #d9d9d9",
    borderRadius: 6,
    overflow: "hidden",
    cursor: sortable ? "grab" : onOpen ? "pointer" : "default",
    transform: CSS.Transform.toString(transform),
    transition,
    opacity: isDragging ? 0.6 : 1,
    zIndex: isDragging ? 1 : undefined,
  };
  return (
    // Only a sortable tile is a drag handle (a disabled one would mark its remove button disabled too).
    <div ref={setNodeRef} style={style} {...(sortable ? { ...attributes, ...listeners } : {})} onClick={onOpen} data-testid="image-picker-item">
      <Thumb src={url} size={size - 2} />
      {onRemove && (
        <button
          type="button"
          aria-label={t("library.picker.remove")}
          data-testid="image-picker-remove"
          onPointerDown={(e) => e.stopPropagation()}
          onClick={(e) => {
            e.stopPropagation();
            onRemove();
          }}
          style={{
            position: "absolute",
            top: 2,
            right: 2,
            border: 0,
            padding: 0,
            background: "transparent",
            cursor: "pointer",
            color: "rgba(0,0,0,0.55)",
            fontSize: 16,
            lineHeight: 1,
          }}
        >
          <CloseCircleFilled />
        </button>
      )}
    </div>
  );
}
