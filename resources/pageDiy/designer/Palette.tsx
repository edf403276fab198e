import { useState } from "react";
import { DownOutlined, RightOutlined } from "@ant-design/icons";
import { useDraggable } from "@dnd-kit/core";
import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useDragRoleDescription } from "../../../src/widgets/useDndAccessibility";
import { WIDGET_GROUPS, WIDGETS } from "../widgets/registry";
import type { WidgetDefinition, WidgetGroup } from "../widgets/types";
import { NEW_BLOCK } from "./useDesignerDnd";

function PaletteTile({
  widget,
  onAdd,
}: {
  widget: WidgetDefinition;
  onAdd: (name: string) => void;
}) {
  const { t } = useTranslation();
  const roleDescription = useDragRoleDescription();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `${NEW_BLOCK}${widget.name}`,
    attributes: { roleDescription },
  });
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      onClick={() => onAdd(widget.name)}
      title={t("pageDiy.designer.paletteHint")}
      data-testid={`palette-${widget.id}`}
      style={{
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: 6,
        height: 70,
        border: "1px solid #f0f0f0",
        borderRadius: 6,
        background: "#fff",
        cursor: "grab",
        fontSize: 12,
        color: "#555",
        opacity: isDragging ? 0.4 : 1,
        padding: 4,
      }}
    >
      <span style={{ fontSize: 22, color: "var(--ant-color-primary)" }}>
        {widget.icon}
      </span>
      <span style={{ lineHeight: "14px" }}>
        {t(`pageDiy.widgets.${widget.id}`)}
      </span>
    </button>
  );
}

/** The widgets by group (基础组件, 营销组件, 工具组件): drag one onto the phone, or click (or Enter) to add it. */
export function Palette({ onAdd }: { onAdd: (name: string) => void }) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState<Set<WidgetGroup>>(new Set());
  const toggle = (group: WidgetGroup) =>
    setClosed((now) => {
      const next = new Set(now);
      if (!next.delete(group)) next.add(group);
      return next;
    });
  return (
    <nav aria-label={t("pageDiy.designer.components")} data-testid="palette">
      {WIDGET_GROUPS.map((group) => (
        <div key={group} style={{ marginBottom: 8 }}>
          <button
            type="button"
            onClick={() => toggle(group)}
            aria-expanded={!closed.has(group)}
            style={{
              display: "flex",
              justifyContent: "space-between",
              width: "100%",
              border: "none",
              background: "none",
              padding: "10px 0",
              cursor: "pointer",
            }}
          >
            <Typography.Text strong>
              {t(`pageDiy.groups.${group}`)}
            </Typography.Text>
            {closed.has(group) ? <RightOutlined /> : <DownOutlined />}
          </button>
          {!closed.has(group) && (
            <div
              style={{
                display: "grid",
                gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
                gap: 8,
              }}
            >
              {WIDGETS.filter((w) => w.group === group).map((widget) => (
                <PaletteTile key={widget.name} widget={widget} onAdd={onAdd} />
              ))}
            </div>
          )}
        </div>
      ))}
    </nav>
  );
}
