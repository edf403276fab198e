import { translateNow } from "../../providers/i18nProvider";
import { toastError, toastSuccess, toastWarning } from "../../providers/notify";
import { writeClipboard } from "./clipboard";

/**
 * Copies a value (spec doc 2 §8): 复制成功 on success; an empty value copies nothing and
 * says 无复制内容. Resolves true when copied.
 */
export async function copyText(value: string | number | null | undefined): Promise<boolean> {
  const text = value === null || value === undefined ? "" : String(value);
  if (!text) {
    toastWarning(translateNow("widgets.copy.empty"));
    return false;
  }
  try {
    await writeClipboard(text);
    toastSuccess(translateNow("widgets.copy.success"));
    return true;
  } catch {
    toastError(translateNow("widgets.copy.failed"));
    return false;
  }
}
