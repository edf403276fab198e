import type { NotificationProvider } from "@refinedev/core";
import { toastSuccess } from "./notify";

/**
 * Refine's notices. Failures are already shown once by the HTTP client, so Refine's
 * own error notices are dropped — one toast per failure, never two.
 */
export const notificationProvider: NotificationProvider = {
  open: ({ type, message }) => {
    if (type === "success" && message) toastSuccess(message);
  },
  close: () => undefined,
};
