import type { ReactNode } from "react";
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HolderOutlined,
  PlusOutlined,
} from "@ant-design/icons";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Button, Tooltip, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { moveEntry } from "../../../../src/widgets/library/pickerValue";
import {
  dndPosition,
  useDndAccessibility,
  useDragRoleDescription,
} from "../../../../src/widgets/useDndAccessibility";

export interface ItemListProps<T> {
  items: readonly T[];
  onChange: (items: T[]) => void;
  /** The editor of one entry; `set` replaces it. */
  render: (item: T, set: (next: T) => void, index: number) => ReactNode;
  /** A new entry for the add button; none = no add button (entries come from a picker). */
  create?: () => T;
  max?: number;
  min?: number;
  /** Test id prefix of the list and its buttons. */
  testId?: string;
}

function Entry({
  id,
  index,
  count,
  min,
  children,
  onMove,
  onRemove,
  testId,
}: {
  id: string;
  index: number;
  count: number;
  min: number;
  children: ReactNode;
  onMove: (to: number) => void;
  onRemove: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const roleDescription = useDragRoleDescription();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id,
    attributes: { roleDescription },
  });
  return (
    <div
      ref={setNodeRef}
      style={{
        display: "flex",
        gap: 8,
        padding: 10,
        marginBottom: 8,
        background: "#fafafa",
        border: "1px solid #f0f0f0",
        borderRadius: 6,
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
      }}
      data-testid={testId ? `${testId}-item` : undefined}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t("pageDiy.props.dragToSort")}
        style={{
          border: "none",
          background: "none",
          cursor: "grab",
          color: "#999",
          padding: 0,
          alignSelf: "center",
        }}
      >
        <HolderOutlined />
      </button>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      <div style={{ display: "flex", flexDirection: "column", gap: 2 }}>
        <Tooltip title={t("pageDiy.designer.up")}>
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined />}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
            aria-label={t("pageDiy.designer.up")}
          />
        </Tooltip>
        <Tooltip title={t("pageDiy.designer.down")}>
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined />}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
            aria-label={t("pageDiy.designer.down")}
          />
        </Tooltip>
        <Tooltip title={t("pageDiy.designer.delete")}>
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            disabled={count <= min}
            onClick={onRemove}
            aria-label={t("pageDiy.designer.delete")}
            data-testid={testId ? `${testId}-remove` : undefined}
          />
        </Tooltip>
      </div>
    </div>
  );
}

/** Entries of a block (pictures, shortcuts, tabs, areas…): edit, add, remove, reorder by dragging or buttons. */
export function ItemList<T>({
  items,
  onChange,
  render,
  create,
  max = 50,
  min = 0,
  testId,
}: ItemListProps<T>) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
    }),
  );
  const ids = items.map((_, index) => `entry-${index}`);
  // Screen readers hear the entry's place in the list, in the console's language.
  const accessibility = useDndAccessibility(
    (id) => dndPosition(t, ids.indexOf(String(id)) + 1),
    { keys: "spaceOrEnter" },
  );
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id)
      onChange(
        moveEntry(
          items,
          ids.indexOf(String(active.id)),
          ids.indexOf(String(over.id)),
        ),
      );
  };
  return (
    <div data-testid={testId}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dragEnd}
        accessibility={accessibility}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          {items.map((item, index) => (
            <Entry
              key={ids[index]}
              id={ids[index]!}
              index={index}
              count={items.length}
              min={min}
              testId={testId}
              onMove={(to) => onChange(moveEntry(items, index, to))}
              onRemove={() => onChange(items.filter((_, i) => i !== index))}
            >
              {render(
                item,
                (next) =>
                  onChange(items.map((old, i) => (i === index ? next : old))),
                index,
              )}
            </Entry>
          ))}
        </SortableContext>
      </DndContext>
      {create && (
        <Button
          block
          type="dashed"
          icon={<PlusOutlined />}
          disabled={items.length >= max}
          onClick={() => onChange([...items, create()])}
          data-testid={testId ? `${testId}-add` : undefined}
        >
          {t("pageDiy.props.addEntry")}
        </Button>
      )}
      {create && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t("pageDiy.props.entryLimit", { count: items.length, max })}
        </Typography.Text>
      )}
    </div>
  );
}
