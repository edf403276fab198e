import { useEffect, useState } from "react";
import { closestCenter, DndContext, DragOverlay } from "@dnd-kit/core";
import { UnsavedChangesNotifier } from "@refinedev/react-router";
import { Button, Spin } from "antd";
import { useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { toastSuccess, toastWarning } from "../../../providers/notify";
import { modalApi } from "../../../src/widgets/modalHost";
import { useUnsavedGuard } from "../../../src/widgets/useUnsavedGuard";
import { designerPath, LIST_PATH, type DesignMode } from "../area";
import { PreviewDialog } from "../preview/PreviewDialog";
import { placementOf, widgetOf } from "../widgets/registry";
import type { BlockCommands } from "./BlockTools";
import { refuseAdd, refuseMove } from "./designRules";
import type { Block } from "./designState";
import { copyBlock, newBlock } from "./designValue";
import { DesignerHeader } from "./DesignerHeader";
import { Palette } from "./Palette";
import { PhoneCanvas } from "./PhoneCanvas";
import { PropertyPanel } from "./PropertyPanel";
import { useDesignDocument } from "./useDesignDocument";
import { useDesignerDnd } from "./useDesignerDnd";
import { useAllowedEach } from "../../../src/access/useAllowed";
import { PAGE_DIY } from "../endpoints";

const MODES: readonly DesignMode[] = ["add", "edit", "copy"];

/**
 * /page/design/creatDevise/:id?/:type? (bare, full screen): the shop home designer. Widgets on
 * the left, the phone in the middle (drag widgets onto it, drag blocks to reorder, or click a
 * widget to add it after the edited block), the edited block's properties or the page settings
 * on the right.
 */
export default function DesignerPage() {
  const may = useAllowedEach(PAGE_DIY, ["setDefault", "create", "edit"]);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id) || 0;
  const mode =
    MODES.find((m) => m === params.type) ?? (id > 0 ? "edit" : "add");
  const doc = useDesignDocument(id, mode);
  const { state, dispatch } = doc;
  const [previewing, setPreviewing] = useState(false);
  const { markDirty, clear } = useUnsavedGuard(true);
  const canSave = doc.savedId > 0 ? may.edit : may.create;

  // The guard follows the canvas: armed by any change, cleared by a save or a reset.
  useEffect(() => {
    if (state.dirty) markDirty();
    else clear();
  }, [state.dirty, markDirty, clear]);

  const whyNotAdd = (name: string) => refuseAdd(state.blocks, name);
  const whyNotMove = (from: number, to: number) =>
    refuseMove(state.blocks, from, to, placementOf);
  const add = (name: string, index?: number) => {
    const refusal = whyNotAdd(name);
    if (refusal) return toastWarning(t(refusal));
    const block = newBlock(name, t);
    if (!block) return;
    // A click adds after the edited block (at the end when none is edited).
    const after = state.blocks.findIndex((b) => b.key === state.selected);
    dispatch({
      type: "add",
      block,
      index: index ?? (after >= 0 ? after + 1 : state.blocks.length),
    });
  };
  const move = (from: number, to: number) => {
    const refusal = whyNotMove(from, to);
    if (refusal) return toastWarning(t(refusal));
    dispatch({ type: "move", from, to });
  };
  const dnd = useDesignerDnd({
    blocks: state.blocks,
    onDropNew: add,
    onReorder: move,
    refuseAdd: whyNotAdd,
    refuseMove: whyNotMove,
  });

  const commandsOf = (block: Block, index: number): BlockCommands => ({
    select: () => dispatch({ type: "select", key: block.key }),
    up: () => move(index, index - 1),
    down: () => move(index, index + 1),
    copy: () => {
      const refusal = refuseAdd(state.blocks, block.component.name);
      if (refusal) return toastWarning(t(refusal));
      dispatch({ type: "duplicate", key: block.key, copy: copyBlock(block) });
      toastSuccess(t("pageDiy.designer.copied"));
    },
    remove: () => dispatch({ type: "remove", key: block.key }),
    toggleHide: () => dispatch({ type: "toggleHide", key: block.key }),
  });

  const save = async (close: boolean) => {
    const savedId = await doc.save();
    if (!savedId) return;
    clear();
    if (close) navigate(LIST_PATH);
    else if (savedId !== id || mode !== "edit")
      navigate(designerPath(savedId, "edit"), { replace: true });
  };

  const reset = () =>
    modalApi().confirm({
      title: t("pageDiy.designer.reset"),
      content: t("pageDiy.designer.resetConfirm"),
      okText: t("pageDiy.actions.ok"),
      cancelText: t("pageDiy.actions.cancel"),
      onOk: () => doc.reset(),
    });

  const selected = state.blocks.find((b) => b.key === state.selected);
  const dragging = dnd.incoming && widgetOf(dnd.incoming);

  return (
    <div
      style={{ minHeight: "100vh", background: "#f0f2f5" }}
      data-testid="designer"
    >
      <UnsavedChangesNotifier
        translationKey="pageDiy.designer.leaveWarning"
        message={t("pageDiy.designer.leaveWarning")}
      />
      <DesignerHeader
        name={state.settings.name}
        isHome={doc.isHome}
        dirty={state.dirty}
        canSave={canSave}
        canSetHome={may.setDefault && canSave}
        saving={doc.saving}
        onBack={() => navigate(LIST_PATH)}
        onSettings={() => dispatch({ type: "select" })}
        onPreview={() => setPreviewing(true)}
        onReset={reset}
        onSave={(close) => void save(close)}
        onMakeHome={() =>
          void doc.makeHome().then((homeId) => {
            if (homeId && (homeId !== id || mode !== "edit"))
              navigate(designerPath(homeId, "edit"), { replace: true });
          })
        }
      />
      <Spin spinning={doc.loading}>
        <DndContext
          sensors={dnd.sensors}
          accessibility={dnd.accessibility}
          collisionDetection={closestCenter}
          onDragStart={dnd.onDragStart}
          onDragEnd={dnd.onDragEnd}
          onDragCancel={dnd.onDragCancel}
        >
          <div
            style={{
              display: "flex",
              gap: 16,
              padding: 16,
              alignItems: "flex-start",
            }}
          >
            <aside
              style={{
                width: 290,
                flexShrink: 0,
                background: "#fff",
                padding: "4px 14px 14px",
                borderRadius: 4,
                position: "sticky",
                top: 72,
                maxHeight: "calc(100vh - 88px)",
                overflowY: "auto",
              }}
            >
              <Palette onAdd={(name) => add(name)} />
            </aside>
            <main
              style={{
                flex: 1,
                minWidth: 400,
                display: "flex",
                justifyContent: "center",
                position: "sticky",
                top: 72,
              }}
            >
              <PhoneCanvas
                settings={state.settings}
                blocks={state.blocks}
                selected={state.selected}
                commandsOf={commandsOf}
                onSelectPage={() => dispatch({ type: "select" })}
              />
            </main>
            <aside
              style={{
                width: 440,
                flexShrink: 0,
                background: "#fff",
                padding: 16,
                borderRadius: 4,
                maxHeight: "calc(100vh - 88px)",
                overflowY: "auto",
                position: "sticky",
                top: 72,
              }}
              data-testid="property-panel"
            >
              <PropertyPanel
                block={selected}
                settings={state.settings}
                onBlockChange={(component) =>
                  selected &&
                  dispatch({ type: "update", key: selected.key, component })
                }
                onSettingsChange={(patch) =>
                  dispatch({ type: "settings", patch })
                }
              />
            </aside>
          </div>
          <DragOverlay>
            {dragging ? (
              <Button icon={dragging.icon}>
                {t(`pageDiy.widgets.${dragging.id}`)}
              </Button>
            ) : null}
          </DragOverlay>
        </DndContext>
      </Spin>
      <PreviewDialog
        open={previewing}
        settings={state.settings}
        blocks={state.blocks}
        id={doc.savedId}
        onClose={() => setPreviewing(false)}
      />
    </div>
  );
}
