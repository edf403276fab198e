import { translateNow } from "../../providers/i18nProvider";
import { toastInfo } from "../../providers/notify";
import { modalApi } from "./modalHost";

export interface ConfirmDeleteOptions {
  /** Runs on OK; a returned promise keeps the OK button loading until it settles. */
  onOk: () => unknown;
  /** Replaces the question 'sure to delete permanently'. */
  content?: string;
  title?: string;
}

/**
 * Asks before a destructive action (spec doc 1 §5): 'sure to delete permanently'; cancel
 * shows a 'cancelled' notice. Resolves true once `onOk` has run, false when cancelled or when `onOk` failed.
 */
export function confirmDelete({ onOk, content, title }: ConfirmDeleteOptions): Promise<boolean> {
  return new Promise((resolve) => {
    modalApi().confirm({
      title: title ?? translateNow("widgets.dialogTitle"),
      content: content ?? translateNow("widgets.confirmDelete.content"),
      okText: translateNow("widgets.ok"),
      cancelText: translateNow("widgets.cancel"),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await onOk();
          resolve(true);
        } catch {
          // The failure was already shown (HTTP client); the dialog closes.
          resolve(false);
        }
      },
      onCancel: () => {
        toastInfo(translateNow("widgets.confirmDelete.cancelled"));
        resolve(false);
      },
    });
  });
}
