import { Spin } from "antd";
import { useTranslation } from "react-i18next";

/** The full-screen mask shown while uploading: 上传中，请稍候... */
export function UploadMask({ open }: { open: boolean }) {
  const { t } = useTranslation();
  if (!open) return null;
  return <Spin fullscreen spinning tip={t("library.messages.uploading")} />;
}
