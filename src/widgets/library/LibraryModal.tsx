import { Modal } from "antd";
import { useTranslation } from "react-i18next";
import { LIBRARY_MODAL_WIDTH } from "./constants";
import { MaterialLibrary } from "./MaterialLibrary";
import type { Attachment } from "./types";

export interface LibraryModalProps {
  open: boolean;
  multiple: boolean;
  model?: string;
  onClose: () => void;
  onConfirm: (chosen: Attachment[]) => void;
}

/** The material library in a 950 px dialog (loaded on demand by the picker). */
export default function LibraryModal({ open, multiple, model, onClose, onConfirm }: LibraryModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} width={LIBRARY_MODAL_WIDTH} title={t("library.picker.title")} footer={null} onCancel={onClose} destroyOnHidden>
      <MaterialLibrary mode="picker" multiple={multiple} model={model} onConfirm={onConfirm} />
    </Modal>
  );
}
