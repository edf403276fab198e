import type { ReactNode } from "react";
import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, DeleteOutlined } from "@ant-design/icons";
import { Button, Tooltip, theme } from "antd";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useTranslation } from "react-i18next";
import { useDragRoleDescription } from "../../../src/widgets/useDndAccessibility";
import { WidgetPreview } from "./WidgetPreview";
import type { BuilderItem } from "./mobileForm";

export interface CanvasItemProps {
  item: BuilderItem;
  selected: boolean;
  first: boolean;
  last: boolean;
  onSelect: () => void;
  onRemove: () => void;
  onCopy: () => void;
  onMove: (step: -1 | 1) => void;
}

/** A component on the phone: drag (or Space and the arrow keys) to reorder, click (or Enter) to edit, with delete, copy, up and down. */
export function CanvasItem({ item, selected, first, last, onSelect, onRemove, onCopy, onMove }: CanvasItemProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const roleDescription = useDragRoleDescription();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.key, attributes: { roleDescription } });
  const tool = (label: string, icon: ReactNode, onClick: () => void, disabled = false, testId?: string) => (
    <Tooltip title={label} placement="right">
      <Button
        size="small"
        type="text"
        icon={icon}
        aria-label={label}
        disabled={disabled}
        data-testid={testId}
        style={{ color: "#fff" }}
        onPointerDown={(e) => e.stopPropagation()}
        onClick={(e) => {
          e.stopPropagation();
          onClick();
        }}
      />
    </Tooltip>
  );
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      onClick={onSelect}
      onKeyDown={(e) => {
        // Enter edits the component; Space picks it up to move it with the arrow keys (the sensor's keys).
        // Keys pressed on its tools are theirs.
        if (e.target !== e.currentTarget) return;
        if (e.key === "Enter") onSelect();
        else listeners?.onKeyDown?.(e);
      }}
      data-testid="canvas-item"
      data-selected={selected || undefined}
      style={{
        position: "relative",
        cursor: "move",
        outline: selected ? `2px solid ${token.colorPrimary}` : undefined,
        outlineOffset: -2,
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.5 : 1,
      }}
    >
      <WidgetPreview item={item.data} />
      {selected && (
        <div
          style={{
            position: "absolute",
            right: -44,
            top: 0,
            display: "flex",
            flexDirection: "column",
            background: token.colorPrimary,
            borderRadius: 4,
            padding: 2,
          }}
        >
          {tool(t("systemForm.builder.delete"), <DeleteOutlined />, onRemove, false, "canvas-item-delete")}
          {tool(t("systemForm.builder.copy"), <CopyOutlined />, onCopy)}
          {tool(t("systemForm.builder.up"), <ArrowUpOutlined />, () => onMove(-1), first)}
          {tool(t("systemForm.builder.down"), <ArrowDownOutlined />, () => onMove(1), last)}
        </div>
      )}
    </div>
  );
}
