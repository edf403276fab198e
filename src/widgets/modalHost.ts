import { Modal } from "antd";
import type { ModalFuncProps } from "antd";

/** What the dialogs need from antd's modal API: `confirm` returning an updatable handle. */
export interface ModalApi {
  confirm: (props: ModalFuncProps) => { destroy: () => void; update: (props: ModalFuncProps) => void };
}

/**
 * The App registers antd's context-aware modal API (themed, translated) here, so dialogs
 * opened from plain functions look like the rest of the console. Until then, antd's static one.
 */
let instance: ModalApi | undefined;

/** Returns the undo, for when the App that owns the instance unmounts. */
export function registerModalInstance(next: ModalApi): () => void {
  instance = next;
  return () => {
    if (instance === next) instance = undefined;
  };
}

export const modalApi = (): ModalApi => instance ?? Modal;
