import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Empty } from "antd";
import { useTranslation } from "react-i18next";
import { CanvasItem } from "./CanvasItem";
import type { BuilderItem } from "./mobileForm";

export const CANVAS_ID = "canvas";
/** The phone's width (a 375 pt screen). */
export const PHONE_WIDTH = 375;

export interface PhoneCanvasProps {
  title: string;
  items: readonly BuilderItem[];
  selected?: string;
  onSelect: (key: string) => void;
  onRemove: (key: string) => void;
  onCopy: (key: string) => void;
  onMove: (from: number, to: number) => void;
}

/** The live, phone-sized picture of the form: components in order, sortable, droppable. */
export function PhoneCanvas({ title, items, selected, onSelect, onRemove, onCopy, onMove }: PhoneCanvasProps) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_ID });
  return (
    <div
      style={{
        width: PHONE_WIDTH + 4,
        margin: "0 auto",
        border: "2px solid #ddd",
        borderRadius: 24,
        overflow: "hidden",
        background: "#f5f5f5",
      }}
      data-testid="phone-canvas"
    >
      <div
        style={{
          height: 44,
          lineHeight: "44px",
          textAlign: "center",
          background: "#fff",
          fontSize: 15,
          borderBottom: "1px solid #eee",
        }}
      >
        {title}
      </div>
      <div
        ref={setNodeRef}
        style={{
          minHeight: 560,
          paddingBottom: 24,
          background: isOver ? "#edf4fb" : undefined,
        }}
      >
        <SortableContext items={items.map((i) => i.key)} strategy={verticalListSortingStrategy}>
          {items.map((item, index) => (
            <CanvasItem
              key={item.key}
              item={item}
              selected={item.key === selected}
              first={index === 0}
              last={index === items.length - 1}
              onSelect={() => onSelect(item.key)}
              onRemove={() => onRemove(item.key)}
              onCopy={() => onCopy(item.key)}
              onMove={(step) => onMove(index, index + step)}
            />
          ))}
        </SortableContext>
        {!items.length && <Empty style={{ paddingTop: 120 }} description={t("systemForm.builder.dropHere")} />}
      </div>
    </div>
  );
}
