import { useDraggable } from "@dnd-kit/core";
import { Button, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useDragRoleDescription } from "../../../src/widgets/useDndAccessibility";
import { WIDGET_NAMES, type WidgetName } from "./mobileForm";

export const PALETTE_PREFIX = "palette:";

function PaletteEntry({ name, onAdd }: { name: WidgetName; onAdd: (name: WidgetName) => void }) {
  const { t } = useTranslation();
  const roleDescription = useDragRoleDescription();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `${PALETTE_PREFIX}${name}`,
    data: { name },
    attributes: { roleDescription },
  });
  return (
    <Button
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      onClick={() => onAdd(name)}
      data-testid={`palette-${name}`}
      style={{
        height: 56,
        whiteSpace: "normal",
        opacity: isDragging ? 0.5 : 1,
      }}
    >
      {t(`systemForm.widgets.${name}.name`)}
    </Button>
  );
}

/** The components to build with: click (or Enter) to add at the end, or drag onto the phone (or Space, the arrow keys, Space). */
export function Palette({ onAdd }: { onAdd: (name: WidgetName) => void }) {
  const { t } = useTranslation();
  return (
    <div>
      <Typography.Text strong>{t("systemForm.builder.components")}</Typography.Text>
      <div
        style={{
          display: "grid",
          gridTemplateColumns: "repeat(3, 1fr)",
          gap: 8,
          marginTop: 12,
        }}
      >
        {WIDGET_NAMES.map((name) => (
          <PaletteEntry key={name} name={name} onAdd={onAdd} />
        ))}
      </div>
    </div>
  );
}
