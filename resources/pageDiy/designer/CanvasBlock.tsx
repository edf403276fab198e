import { useCallback, useEffect, useRef } from "react";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { theme } from "antd";
import { useTranslation } from "react-i18next";
import { useDragRoleDescription } from "../../../src/widgets/useDndAccessibility";
import { widgetOf } from "../widgets/registry";
import { BlockTools, type BlockCommands } from "./BlockTools";
import type { Block } from "./designState";

/** A block on the phone: its live preview; selected, a bar with its name and tools just outside it. */
export function CanvasBlock({
  atBottom = false,
  block,
  selected,
  fixed,
  commands,
}: {
  /** The bottom bar: its tools go above it. */
  atBottom?: boolean;
  block: Block;
  selected: boolean;
  fixed: boolean;
  commands: BlockCommands;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const widget = widgetOf(block.component.name);
  const roleDescription = useDragRoleDescription();
  const {
    attributes,
    listeners,
    setNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: block.key,
    disabled: fixed,
    attributes: { roleDescription },
  });
  const node = useRef<HTMLDivElement | null>(null);
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      node.current = element;
      setNodeRef(element);
    },
    [setNodeRef],
  );
  // A block that becomes the edited one (added, moved, copied) scrolls into sight on the phone.
  useEffect(() => {
    if (selected) node.current?.scrollIntoView?.({ block: "nearest" });
  }, [selected]);
  if (!widget) return null;
  const label = t(`pageDiy.widgets.${widget.id}`);
  const Preview = widget.Preview;
  return (
    <div
      ref={ref}
      {...attributes}
      {...listeners}
      aria-label={label}
      aria-pressed={selected}
      onClick={commands.select}
      onKeyDown={(e) => {
        // Enter edits the block; Space picks it up to move it with the arrow keys (the sensor's keys).
        if (e.key === "Enter") commands.select();
        else listeners?.onKeyDown?.(e);
      }}
      data-testid={`block-${widget.id}`}
      data-block={widget.id}
      data-selected={selected || undefined}
      style={{
        position: "relative",
        cursor: fixed ? "pointer" : "move",
        outline: selected ? `2px solid ${token.colorPrimary}` : undefined,
        outlineOffset: -2,
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.5 : 1,
        zIndex: selected ? 2 : undefined,
      }}
    >
      <div style={{ pointerEvents: "none" }}>
        <Preview config={block.component as never} />
      </div>
      {block.component.isHide && (
        <div
          style={{
            position: "absolute",
            inset: 0,
            background: "rgba(0,0,0,0.5)",
            color: "#fff",
            display: "grid",
            placeItems: "center",
          }}
        >
          {t("pageDiy.designer.hidden")}
        </div>
      )}
      {selected && (
        <BlockTools
          label={label}
          hidden={!!block.component.isHide}
          fixed={fixed}
          above={atBottom}
          commands={commands}
        />
      )}
    </div>
  );
}
