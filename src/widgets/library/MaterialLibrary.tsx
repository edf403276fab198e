import { lazy, Suspense, useState } from "react";
import { Pagination, Spin, Tabs } from "antd";
import { useDelete, useInvalidate } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { toastSuccess, toastWarning } from "../../../providers/notify";
import { LIBRARY_RESOURCES } from "../../../resources/library/endpoints";
import { confirmDelete } from "../confirmDelete";
import { CategoryDialog, type CategoryDialogTarget } from "./CategoryDialog";
import { CategoryTree } from "./CategoryTree";
import { findCategory } from "./categoryTreeData";
import { DEFAULT_UPLOAD_MODEL, PAGE_SIZE, ROOT_CATEGORY_ID } from "./constants";
import { LibraryToolbar } from "./LibraryToolbar";
import { PictureGrid } from "./PictureGrid";
import { PictureTable } from "./PictureTable";
import { toggleSelection } from "./selection";
import { UploadMask } from "./UploadMask";
import { useAttachments } from "./useAttachments";
import { useCategoryTree } from "./useCategoryTree";
import { useLibraryActions } from "./useLibraryActions";
import { useLibraryState } from "./useLibraryState";
import type { Attachment, LibraryKind } from "./types";

const CropDialog = lazy(() => import("./CropDialog"));

export interface MaterialLibraryProps {
  /** `page`: the library page (state in the URL); `picker`: inside a dialog, with 'use selected'. */
  mode: "page" | "picker";
  /** Picker: several pictures may be used at once. */
  multiple?: boolean;
  /** Show the video tab (the page always does). */
  allowVideo?: boolean;
  /** Upload folder; `product` by default. */
  model?: string;
  /** Picker: the chosen pictures, in the order chosen. */
  onConfirm?: (chosen: Attachment[]) => void;
}

/** The material library (spec doc 2 §2): category tree, pictures and videos, selection, actions. */
export function MaterialLibrary({
  mode,
  multiple = false,
  allowVideo = mode === "page",
  model = DEFAULT_UPLOAD_MODEL,
  onConfirm,
}: MaterialLibraryProps) {
  const { t } = useTranslation();
  const [state, setState] = useLibraryState(mode === "page");
  const [chosen, setChosen] = useState<Attachment[]>([]);
  const [dialog, setDialog] = useState<CategoryDialogTarget>();
  const [cropOpen, setCropOpen] = useState(false);
  const categories = useCategoryTree();
  const attachments = useAttachments(state);
  const invalidate = useInvalidate();
  const { mutate: deleteCategory } = useDelete();

  const clearChosen = () => setChosen([]);
  const actions = useLibraryActions({
    kind: state.kind,
    categoryId: state.categoryId,
    model,
    chosen,
    clearChosen,
    afterChange: () => {
      clearChosen();
      setState({ page: 1 });
    },
  });

  const switchKind = (kind: LibraryKind) => {
    // Switching the tab resets the category and the page.
    clearChosen();
    setState({ kind, categoryId: ROOT_CATEGORY_ID, page: 1 });
  };

  const confirmChosen = () => {
    if (!chosen.length) return toastWarning(t("library.messages.chooseFirst"));
    if (!multiple && chosen.length > 1) return toastWarning(t("library.messages.onlyOne"));
    onConfirm?.(chosen);
  };

  const crop = () => {
    if (chosen.length > 1) return toastWarning(t("library.messages.onlyOne"));
    setCropOpen(true);
  };

  const removeCategory = (id: number) =>
    void confirmDelete({
      content: t("library.tree.deleteConfirm"),
      onOk: () =>
        new Promise<void>((resolve, reject) =>
          deleteCategory(
            {
              resource: LIBRARY_RESOURCES.category,
              id,
              successNotification: false,
            },
            {
              onSuccess: () => {
                toastSuccess(t("library.messages.deleted"));
                if (state.categoryId === id || findCategory(findCategory(categories.tree, id)?.child, state.categoryId)) {
                  setState({ categoryId: ROOT_CATEGORY_ID, page: 1 });
                }
                resolve();
              },
              onError: reject,
            },
          ),
        ),
    });

  const pic = state.kind === "pic";
  const content = (
    <Spin spinning={attachments.loading}>
      {state.view === "grid" ? (
        <PictureGrid
          items={attachments.items}
          chosen={chosen}
          onToggle={(item) => setChosen(toggleSelection(chosen, item))}
          tile={mode === "page" ? 140 : 96}
        />
      ) : (
        <PictureTable
          items={attachments.items}
          chosen={chosen}
          onChosenChange={setChosen}
          onDeleteOne={(item) => actions.remove([item])}
          loading={false}
        />
      )}
      <Pagination
        style={{ marginTop: 16, textAlign: "right" }}
        align="end"
        size="small"
        current={state.page}
        pageSize={PAGE_SIZE[state.view]}
        total={attachments.total}
        showSizeChanger={false}
        showQuickJumper
        showTotal={(total) => t("library.list.total", { total })}
        onChange={(page) => {
          clearChosen();
          setState({ page });
        }}
      />
    </Spin>
  );

  return (
    <div data-testid="material-library">
      {allowVideo && (
        <Tabs
          activeKey={state.kind}
          onChange={(key) => switchKind(key as LibraryKind)}
          items={[
            { key: "pic", label: t("library.tabs.pictures") },
            { key: "video", label: t("library.tabs.videos") },
          ]}
        />
      )}
      <div style={{ display: "flex", gap: 16, alignItems: "flex-start" }}>
        {categories.allowed && (
          <div
            style={{
              width: mode === "page" ? 240 : 200,
              flexShrink: 0,
              borderRight: "1px solid rgba(5,5,5,0.06)",
              paddingRight: 8,
              maxHeight: mode === "page" ? undefined : 520,
              overflow: "auto",
            }}
          >
            <CategoryTree
              tree={categories.tree}
              selectedId={state.categoryId}
              onSelect={(categoryId) => {
                clearChosen();
                setState({ categoryId, page: 1 });
              }}
              onAdd={(parentId) => setDialog({ mode: "add", parentId })}
              onEdit={(id) => setDialog({ mode: "edit", id })}
              onDelete={removeCategory}
            />
          </div>
        )}
        <div style={{ flex: 1, minWidth: 0 }}>
          <LibraryToolbar
            kind={state.kind}
            view={state.view}
            chosenCount={chosen.length}
            tree={categories.tree}
            onUseSelected={mode === "picker" ? confirmChosen : undefined}
            onFiles={(files) => void actions.uploadFiles(files)}
            onCrop={crop}
            onDelete={() => actions.remove()}
            onMove={(target) => void actions.move(target)}
            onViewChange={(view) => {
              clearChosen();
              setState({ view, page: 1 });
            }}
          />
          {attachments.allowed && <div style={mode === "picker" ? { maxHeight: 520, overflow: "auto" } : undefined}>{content}</div>}
        </div>
      </div>
      <CategoryDialog
        target={dialog}
        tree={categories.tree}
        onClose={() => setDialog(undefined)}
        onSaved={() =>
          void invalidate({
            resource: LIBRARY_RESOURCES.category,
            invalidates: ["list"],
          })
        }
      />
      {cropOpen && pic && (
        <Suspense fallback={<Spin fullscreen />}>
          <CropDialog source={chosen[0]?.sattDir} onClose={() => setCropOpen(false)} onUpload={(file) => actions.uploadFiles([file])} />
        </Suspense>
      )}
      <UploadMask open={actions.uploading} />
    </div>
  );
}
