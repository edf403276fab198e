import { useRef } from "react";
import { Button, Space, Typography } from "antd";
import { FileDoneOutlined } from "@ant-design/icons";
import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import { toastError } from "../../../providers/notify";
import { LIBRARY_AUTHORITIES } from "../../../resources/library/area";
import { FILE_UPLOAD_PID } from "./constants";
import { fileTypeLabel, isDocumentFile } from "./fileChecks";
import { UploadMask } from "./UploadMask";
import { useUploader } from "./useUploader";

export interface UploadFileButtonProps {
  /** The uploaded file URL (single) or URLs (multiple). */
  value?: string | string[];
  onChange?: (value: string | string[]) => void;
  /** Keep every uploaded file (otherwise the last upload replaces the value); several files can be sent at once either way. */
  multiple?: boolean;
  /** Documents only: doc, docx, xls, xlsx. */
  documentsOnly?: boolean;
  /** Attachment category; 10 by default (contract §3.17). */
  pid?: number;
  disabled?: boolean;
}

/** The upload model is the first segment of the current route path (`/product/list` → `product`). */
export const modelFromPath = (pathname: string) => pathname.split("/").filter(Boolean)[0] ?? "system";

const asList = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value ? [value] : []);

/**
 * The upload-file button (spec doc 2 §2): uploads one or several files and then shows each
 * one's type in upper case. Shown only with `merchant:upload:file`.
 */
export function UploadFileButton({
  value,
  onChange,
  multiple = false,
  documentsOnly = false,
  pid = FILE_UPLOAD_PID,
  disabled,
}: UploadFileButtonProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const { uploading, upload } = useUploader();
  const files = asList(value);
  if (!canDo(LIBRARY_AUTHORITIES.uploadFile)) return null;

  const send = async (chosen: File[]) => {
    if (!chosen.length) return;
    if (documentsOnly && chosen.some((f) => !isDocumentFile(f.name))) return toastError(t("library.uploadFile.mustBeDocument"));
    const results = await upload("file", chosen, {
      model: modelFromPath(pathname),
      pid,
    });
    if (!results?.length) return;
    const urls = results.map((r) => r.url);
    onChange?.(multiple ? [...files, ...urls] : urls[urls.length - 1]!);
  };

  return (
    <Space wrap align="center" data-testid="upload-file-button">
      {files.map((url, index) => (
        <a
          key={`${url}-${index}`}
          href={url}
          target="_blank"
          rel="noreferrer"
          style={{
            display: "inline-flex",
            flexDirection: "column",
            alignItems: "center",
            lineHeight: "16px",
          }}
        >
          <FileDoneOutlined style={{ fontSize: 24 }} />
          <Typography.Text style={{ fontSize: 12 }} data-testid="upload-file-type">
            {fileTypeLabel(url)}
          </Typography.Text>
        </a>
      ))}
      <Button size="small" type="primary" disabled={disabled} onClick={() => input.current?.click()}>
        {t("library.uploadFile.button")}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={documentsOnly ? ".doc,.docx,.xls,.xlsx" : undefined}
        onChange={(e) => {
          const chosen = Array.from(e.target.files ?? []);
          e.target.value = "";
          void send(chosen);
        }}
      />
      <UploadMask open={uploading} />
    </Space>
  );
}

export default UploadFileButton;
