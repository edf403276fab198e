import { useState } from "react";
import { Button, Input, Space, Upload } from "antd";
import { DeleteOutlined, UploadOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { toastError } from "../../../../providers/notify";
import { uploadOne } from "../../../../src/widgets/library/uploadApi";

/** Largest main-video upload (the original console's limit). */
const MAX_VIDEO_MB = 20;

/** 主图视频: an mp4 link, typed or uploaded; shown first in the slider on the shop. */
export function VideoField({ value, onChange, disabled }: { value?: string; onChange?: (url: string) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    if (file.type !== "video/mp4") return toastError(t("product.editor.video.onlyMp4"));
    if (file.size > MAX_VIDEO_MB * 1024 * 1024) return toastError(t("product.editor.video.tooLarge", { max: MAX_VIDEO_MB }));
    setBusy(true);
    try {
      const result = await uploadOne("file", file, file.name, { model: "product", pid: 0 });
      onChange?.(result.url);
    } catch {
      // Already shown by the HTTP client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Space.Compact style={{ width: "100%" }}>
        <Input
          value={value}
          disabled={disabled}
          onChange={(e) => onChange?.(e.target.value.trim())}
          placeholder={t("product.editor.video.placeholder")}
          data-testid="field-video"
        />
        {!disabled && (
          <Upload
            accept="video/mp4"
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy}>
              {t("product.editor.video.upload")}
            </Button>
          </Upload>
        )}
      </Space.Compact>
      {value && (
        <Space align="start">
          <video src={value} controls style={{ width: 280, borderRadius: 8, background: "#000" }} />
          {!disabled && <Button icon={<DeleteOutlined />} onClick={() => onChange?.("")} aria-label={t("product.common.delete")} />}
        </Space>
      )}
    </Space>
  );
}
