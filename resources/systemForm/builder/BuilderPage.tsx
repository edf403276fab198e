import { useEffect, useState } from "react";
import { closestCenter, DndContext, DragOverlay } from "@dnd-kit/core";
import { Button, Form, Spin } from "antd";
import { useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useAllowedEach } from "../../../src/access/useAllowed";
import { SYSTEM_FORM_RESOURCES } from "../endpoints";
import { modalApi } from "../../../src/widgets/modalHost";
import { BuilderHeader } from "./BuilderHeader";
import { createItem } from "./catalog";
import { designerTimestamp } from "./formValue";
import { copyItem, toBuilderItem } from "./keys";
import { Palette } from "./Palette";
import { PhoneCanvas } from "./PhoneCanvas";
import { BUILDER_PATH, LIST_PATH } from "../area";
import { PreviewModal } from "./PreviewModal";
import { PropertyPanel } from "./PropertyPanel";
import { useBuilderDocument } from "./useBuilderDocument";
import { useCanvasDnd } from "./useCanvasDnd";
import type { WidgetName } from "./mobileForm";

/**
 * /page/maintain/creatSystemFrom/:id?/:type? (bare): the drag-and-drop builder of mobile
 * forms. Components on the left, the phone in the middle, the edited component's properties
 * on the right. `type` copy saves the loaded form as a new one.
 */
export default function BuilderPage() {
  const { t } = useTranslation();
  const may = useAllowedEach(SYSTEM_FORM_RESOURCES.form, ["create", "edit"]);
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id) || 0;
  const doc = useBuilderDocument(id, params.type === "copy");
  const { state, dispatch } = doc;
  const [headerForm] = Form.useForm<{ formName: string }>();
  const [previewing, setPreviewing] = useState(false);
  const canSave = doc.savedId > 0 ? may.edit : may.create;

  const add = (name: WidgetName, index?: number) =>
    dispatch({
      type: "add",
      item: toBuilderItem(createItem(name, designerTimestamp(), t)),
      index,
    });
  const move = (from: number, to: number) => dispatch({ type: "move", from, to });
  const dnd = useCanvasDnd({ items: state.items, onAdd: add, onMove: move });
  const selected = state.items.find((i) => i.key === state.selected);

  // Leaving with unsaved changes asks first.
  useEffect(() => {
    if (!state.dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [state.dirty]);

  const save = async (close: boolean) => {
    const { formName } = await headerForm.validateFields().catch(() => ({ formName: undefined }));
    if (!formName?.trim()) return;
    const savedId = await doc.save(formName.trim());
    if (!savedId) return;
    if (close) {
      if (window.opener) window.close();
      else navigate(LIST_PATH);
    } else if (savedId !== id) {
      navigate(`${BUILDER_PATH}/${savedId}`, { replace: true });
    }
  };

  const reset = () =>
    modalApi().confirm({
      title: t("systemForm.builder.reset"),
      content: t("systemForm.builder.resetConfirm"),
      okText: t("systemForm.actions.ok"),
      cancelText: t("systemForm.actions.cancel"),
      onOk: () => doc.reset(),
    });

  return (
    <div style={{ minHeight: "100vh", background: "#f0f2f5" }} data-testid="form-builder">
      <BuilderHeader
        form={headerForm}
        name={doc.name}
        onNameChange={doc.setName}
        canSave={canSave}
        saving={doc.saving}
        onPreview={() => setPreviewing(true)}
        onReset={reset}
        onSave={(close) => void save(close)}
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
            <div
              style={{
                width: 300,
                flexShrink: 0,
                background: "#fff",
                padding: 16,
                borderRadius: 4,
              }}
            >
              <Palette onAdd={(name) => add(name)} />
            </div>
            <div style={{ flex: 1, minWidth: 440, paddingRight: 48 }}>
              <PhoneCanvas
                title={doc.name || t("systemForm.builder.untitled")}
                items={state.items}
                selected={state.selected}
                onSelect={(key) => dispatch({ type: "select", key })}
                onRemove={(key) => dispatch({ type: "remove", key })}
                onCopy={(key) => {
                  const item = state.items.find((i) => i.key === key);
                  if (item) dispatch({ type: "duplicate", key, copy: copyItem(item) });
                }}
                onMove={move}
              />
            </div>
            <div
              style={{
                width: 400,
                flexShrink: 0,
                background: "#fff",
                padding: 16,
                borderRadius: 4,
              }}
            >
              <PropertyPanel item={selected?.data} onChange={(data) => selected && dispatch({ type: "update", key: selected.key, data })} />
            </div>
          </div>
          <DragOverlay>{dnd.dragging ? <Button>{t(`systemForm.widgets.${dnd.dragging}.name`)}</Button> : null}</DragOverlay>
        </DndContext>
      </Spin>
      <PreviewModal open={previewing} title={doc.name || t("systemForm.builder.untitled")} items={state.items} onClose={() => setPreviewing(false)} />
    </div>
  );
}
