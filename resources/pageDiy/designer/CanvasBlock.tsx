import type { ReactNode } from "react";
import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, DeleteOutlined, EyeInvisibleOutlined, EyeOutlined } from "@ant-design/icons";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Button, theme, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { widgetOf } from "../widgets/registry";
import type { Block } from "./designState";

export interface BlockCommands {
  select: () => void;
  up: () => void;
  down: () => void;
  copy: () => void;
  remove: () => void;
  toggleHide: () => void;
}

/** A block on the phone: its live preview; selected, its name on the left and its tools on the right. */
export function CanvasBlock({ block, selected, fixed, commands }: { block: Block; selected: boolean; fixed: boolean; commands: BlockCommands }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const widget = widgetOf(block.component.name);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: block.key, disabled: fixed });
  if (!widget) return null;
  const label = t(`pageDiy.widgets.${widget.id}`);
  const Preview = widget.Preview;
  const tool = (title: string, icon: ReactNode, run: () => void, testId: string, disabled = false) => (
    <Tooltip title={title}>
      <Button
        size="small"
        type="text"
        icon={icon}
        aria-label={title}
        disabled={disabled}
        style={{ color: "#fff" }}
        data-testid={testId}
        onPointerDown={(e) => e.stopPropagation()}
        onKeyDown={(e) => e.stopPropagation()}
        onClick={(e) => {
          e.stopPropagation();
          run();
        }}
      />
    </Tooltip>
  );
  return (
    <div
      ref={setNodeRef}
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
        <div style={{ position: "absolute", inset: 0, background: "rgba(0,0,0,0.5)", color: "#fff", display: "grid", placeItems: "center" }}>{t("pageDiy.designer.hidden")}</div>
      )}
      {selected && (
        <>
          <div style={{ position: "absolute", left: 0, top: 0, background: token.colorPrimary, color: "#fff", fontSize: 11, padding: "1px 6px", borderBottomRightRadius: 4 }}>{label}</div>
          <div style={{ position: "absolute", right: 0, top: 0, display: "flex", background: "rgba(0,0,0,0.65)", borderBottomLeftRadius: 4 }} data-testid="block-tools">
            {tool(t("pageDiy.designer.up"), <ArrowUpOutlined />, commands.up, "block-up", fixed)}
            {tool(t("pageDiy.designer.down"), <ArrowDownOutlined />, commands.down, "block-down", fixed)}
            {tool(t("pageDiy.designer.copy"), <CopyOutlined />, commands.copy, "block-copy")}
            {tool(t("pageDiy.designer.delete"), <DeleteOutlined />, commands.remove, "block-delete")}
            {tool(t(block.component.isHide ? "pageDiy.designer.show" : "pageDiy.designer.hide"), block.component.isHide ? <EyeInvisibleOutlined /> : <EyeOutlined />, commands.toggleHide, "block-hide")}
          </div>
        </>
      )}
    </div>
  );
}
