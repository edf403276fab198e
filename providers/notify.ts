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

/** What antd's static toasts wait for: the app's module, which installs antd's React 19 rendering, and its translations. */
let staticReady: Promise<unknown> = Promise.resolve();

/**
 * Holds antd's static toasts until `ready` settles. The boot (src/boot/early.ts) runs before the
 * app's module: a toast of its calls (a session that ended) rendered before antd's React 19 patch
 * left antd's toast holder broken, and no later toast on the page showed; and a text translated
 * before the translations arrived showed its key.
 */
export function holdStaticToastsUntil(ready: Promise<unknown>): void {
  staticReady = ready.catch(() => undefined);
}

async function api(): Promise<MessageInstance> {
  if (instance) return instance;
  await staticReady;
  if (instance) return instance;
  const { message } = await import("antd");
  // Before the console (the sign-in page): antd's own instance, in the live region too.
  message.config({ getContainer: toastContainer });
  return message;
}

export const ERROR_TOAST_SECONDS = 5;

/** A toast's text, or how to read it when the toast shows (a translation asked before the translations arrived). */
export type ToastText = string | (() => string);
const textOf = (text: ToastText) => (typeof text === "function" ? text() : text);

export function toastError(text: ToastText, seconds = ERROR_TOAST_SECONDS): void {
  void api().then((m) => m.error(textOf(text), seconds));
}

export function toastSuccess(text: ToastText): void {
  void api().then((m) => m.success(textOf(text)));
}

export function toastWarning(text: ToastText): void {
  void api().then((m) => m.warning(textOf(text)));
}

export function toastInfo(text: ToastText): void {
  void api().then((m) => m.info(textOf(text)));
}
