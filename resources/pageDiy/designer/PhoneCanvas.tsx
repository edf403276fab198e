import { useDroppable } from "@dnd-kit/core";
import {
  SortableContext,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { Empty } from "antd";
import { useTranslation } from "react-i18next";
import { widgetOf } from "../widgets/registry";
import type { BlockCommands } from "./BlockTools";
import { CanvasBlock } from "./CanvasBlock";
import type { Block, PageSettings } from "./designState";
import { PageFrame } from "./PageFrame";
import { PHONE_DROP } from "./useDesignerDnd";

export interface PhoneCanvasProps {
  settings: PageSettings;
  blocks: readonly Block[];
  selected?: string;
  /** The commands of the block at an index. */
  commandsOf: (block: Block, index: number) => BlockCommands;
  onSelectPage: () => void;
}

/** The page being built on a phone: blocks in order, sortable, a drop zone for new ones; the footer stays at the bottom. */
export function PhoneCanvas({
  settings,
  blocks,
  selected,
  commandsOf,
  onSelectPage,
}: PhoneCanvasProps) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: PHONE_DROP });
  const block = (b: Block, index: number) => (
    <CanvasBlock
      key={b.key}
      block={b}
      selected={b.key === selected}
      fixed={widgetOf(b.component.name)?.placement !== undefined}
      atBottom={widgetOf(b.component.name)?.placement === "bottom"}
      commands={commandsOf(b, index)}
    />
  );
  const footerIndex = blocks.findIndex(
    (b) => widgetOf(b.component.name)?.placement === "bottom",
  );
  const footer = footerIndex >= 0 ? blocks[footerIndex] : undefined;
  return (
    <SortableContext
      items={blocks.map((b) => b.key)}
      strategy={verticalListSortingStrategy}
    >
      <PageFrame
        settings={settings}
        footer={footer && block(footer, footerIndex)}
        testId="phone-canvas"
      >
        <div
          ref={setNodeRef}
          style={{
            minHeight: "100%",
            paddingBottom: 40,
            outline: isOver ? "2px dashed var(--ant-color-primary)" : undefined,
            outlineOffset: -4,
          }}
          onClick={(e) => e.target === e.currentTarget && onSelectPage()}
        >
          {blocks.map((b, index) =>
            index === footerIndex ? null : block(b, index),
          )}
          {!blocks.length && (
            <Empty
              style={{ paddingTop: 140 }}
              description={t("pageDiy.designer.dropHere")}
            />
          )}
        </div>
      </PageFrame>
    </SortableContext>
  );
}
