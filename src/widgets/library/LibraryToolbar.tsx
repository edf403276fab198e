import { useRef } from "react";
import { Button, Radio, Space, TreeSelect } from "antd";
import { AppstoreOutlined, UnorderedListOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { withRoot } from "./categoryTreeData";
import type { CategoryNode, LibraryKind, LibraryView } from "./types";
import { useAllowedEach } from "../../access/useAllowed";
import { LIBRARY_RESOURCES } from "../../../resources/library/endpoints";

export interface LibraryToolbarProps {
  kind: LibraryKind;
  view: LibraryView;
  chosenCount: number;
  tree: readonly CategoryNode[];
  /** Picker mode: the 'use selected' button. */
  onUseSelected?: () => void;
  onFiles: (files: File[]) => void;
  onCrop: () => void;
  onDelete: () => void;
  onMove: (categoryId: number) => void;
  onViewChange: (view: LibraryView) => void;
}

const PICTURE_ACCEPT = ".gif,.jpg,.jpeg,.png,.bmp";
const VIDEO_ACCEPT = ".mp4,video/mp4";

/**
 * The library's actions, each shown only with its authority: the main button (crop picture
 * when something is chosen, otherwise upload), upload video, delete, move to a category, view.
 */
export function LibraryToolbar(props: LibraryToolbarProps) {
  const may = useAllowedEach(LIBRARY_RESOURCES.attachment, ["delete", "move"]);
  const mayUpload = useAllowedEach(LIBRARY_RESOURCES.upload, ["image", "file"]);
  const { kind, view, chosenCount, tree, onUseSelected, onFiles, onCrop, onDelete, onMove, onViewChange } = props;
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const pic = kind === "pic";
  const canUpload = pic ? mayUpload.image : mayUpload.file;

  const main = () => {
    if (pic && chosenCount > 0) onCrop();
    else input.current?.click();
  };

  return (
    <div
      style={{
        display: "flex",
        flexWrap: "wrap",
        gap: 8,
        alignItems: "center",
        marginBottom: 16,
      }}
    >
      <Space wrap>
        {onUseSelected && (
          <Button type="primary" onClick={onUseSelected} data-testid="library-use-selected">
            {t(pic ? "library.actions.useSelected" : "library.actions.useSelectedVideos")}
          </Button>
        )}
        {canUpload && (
          <>
            <Button type={onUseSelected ? "default" : "primary"} onClick={main} data-testid="library-main-button">
              {pic ? t(chosenCount > 0 ? "library.actions.crop" : "library.actions.upload") : t("library.actions.uploadVideo")}
            </Button>
            <input
              ref={input}
              type="file"
              multiple
              hidden
              accept={pic ? PICTURE_ACCEPT : VIDEO_ACCEPT}
              data-testid="library-file-input"
              onChange={(e) => {
                const files = Array.from(e.target.files ?? []);
                e.target.value = "";
                onFiles(files);
              }}
            />
          </>
        )}
        {may.delete && (
          <Button onClick={onDelete} data-testid="library-delete">
            {t(pic ? "library.actions.deletePictures" : "library.actions.deleteVideos")}
          </Button>
        )}
        {may.move && (
          <TreeSelect
            style={{ width: 180 }}
            // Always shows its placeholder: choosing a category is the action.
            value={null as unknown as number}
            placeholder={t(pic ? "library.actions.moveTo" : "library.actions.moveVideosTo")}
            aria-label={t(pic ? "library.actions.moveTo" : "library.actions.moveVideosTo")}
            treeData={withRoot(tree, t("library.tree.all"))}
            treeDefaultExpandAll
            onSelect={(value: number) => onMove(value)}
          />
        )}
      </Space>
      <div style={{ flex: 1 }} />
      <Radio.Group value={view} onChange={(e) => onViewChange(e.target.value as LibraryView)} optionType="button" size="small">
        <Radio.Button value="grid" aria-label={t("library.actions.gridView")} title={t("library.actions.gridView")}>
          <AppstoreOutlined />
        </Radio.Button>
        <Radio.Button value="list" aria-label={t("library.actions.listView")} title={t("library.actions.listView")}>
          <UnorderedListOutlined />
        </Radio.Button>
      </Radio.Group>
    </div>
  );
}
