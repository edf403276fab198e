import { Modal } from "antd";
import { useTranslation } from "react-i18next";
import type { Block, PageSettings } from "../designer/designState";
import { PHONE_WIDTH } from "../designer/PageFrame";
import { PagePreview } from "./PagePreview";
import { PreviewCode } from "./PreviewCode";

/** Preview mode: the page on a phone as shoppers see it, and (once saved) the code that opens it on a real phone. */
export function PreviewDialog({
  open,
  settings,
  blocks,
  id,
  onClose,
}: {
  open: boolean;
  settings: PageSettings;
  blocks: readonly Block[];
  id: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t("pageDiy.preview.title", { name: settings.name })}
      footer={null}
      width={PHONE_WIDTH + 260}
      onCancel={onClose}
      destroyOnHidden
      centered
    >
      <div
        style={{ display: "flex", gap: 24, alignItems: "flex-start" }}
        data-testid="preview-dialog"
      >
        <PagePreview settings={settings} blocks={blocks} height={620} />
        <PreviewCode id={id} />
      </div>
    </Modal>
  );
}
