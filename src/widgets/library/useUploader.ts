import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { toastSuccess } from "../../../providers/notify";
import { uploadAll, type UploadKind, type UploadTarget } from "./uploadApi";
import type { FileResult } from "./types";

/**
 * Uploads with the mask: idle → mask → success (上传成功) or failure (mask closes, the
 * HTTP client already showed why). Resolves with the results, or undefined on failure.
 */
export function useUploader() {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const upload = useCallback(
    async (kind: UploadKind, files: readonly File[], target: UploadTarget): Promise<FileResult[] | undefined> => {
      if (!files.length) return [];
      setUploading(true);
      try {
        const results = await uploadAll(kind, files, target);
        toastSuccess(t("library.messages.uploaded"));
        return results;
      } catch {
        return undefined;
      } finally {
        setUploading(false);
      }
    },
    [t],
  );
  return { uploading, upload };
}
