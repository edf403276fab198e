import { translateNow } from "../../../providers/i18nProvider";
import { modalApi } from "../../../src/widgets/modalHost";

/**
 * Asks before a non-destructive action (put on shelf, restore, take off shelf to edit);
 * destructive ones use the shared `confirmDelete`. Resolves true once `onOk` succeeded.
 */
export function confirmAction(content: string, onOk: () => Promise<unknown>): Promise<boolean> {
  return new Promise((resolve) => {
    modalApi().confirm({
      title: translateNow("widgets.dialogTitle"),
      content,
      okText: translateNow("widgets.ok"),
      cancelText: translateNow("widgets.cancel"),
      onOk: async () => {
        try {
          await onOk();
          resolve(true);
        } catch {
          resolve(false);
        }
      },
      onCancel: () => resolve(false),
    });
  });
}
