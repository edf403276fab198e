import type { MessageInstance } from "antd/es/message/interface";
import { toastContainer } from "./liveRegions";

/**
 * The one place that shows a toast. The App registers antd's context-aware message
 * instance here, so code outside React (the HTTP client) shows themed toasts too.
 */
let instance: MessageInstance | undefined;

/** Returns the undo: once the App that owns the instance is gone (the sign-in page), toasts use antd's static API again. */
export function registerMessageInstance(next: MessageInstance): () => void {
  instance = next;
  return () => {
    if (instance === next) instance = undefined;
  };
}

async function api(): Promise<MessageInstance> {
  if (instance) return instance;
  const { message } = await import("antd");
  // Before the console (the sign-in page): antd's own instance, in the live region too.
  message.config({ getContainer: toastContainer });
  return message;
}

export const ERROR_TOAST_SECONDS = 5;

export function toastError(text: string, seconds = ERROR_TOAST_SECONDS): void {
  void api().then((m) => m.error(text, seconds));
}

export function toastSuccess(text: string): void {
  void api().then((m) => m.success(text));
}

export function toastWarning(text: string): void {
  void api().then((m) => m.warning(text));
}

export function toastInfo(text: string): void {
  void api().then((m) => m.info(text));
}
