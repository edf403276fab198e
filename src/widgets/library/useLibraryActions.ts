import { useCustomMutation, useInvalidate } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { toastSuccess, toastWarning } from "../../../providers/notify";
import { LIBRARY_RESOURCES } from "../../../resources/library/endpoints";
import { confirmDelete } from "../confirmDelete";
import { isPictureFile, isVideoFile } from "./fileChecks";
import { joinIds } from "./selection";
import { useUploader } from "./useUploader";
import type { Attachment, LibraryKind } from "./types";

export interface LibraryActionsInput {
  kind: LibraryKind;
  categoryId: number;
  model: string;
  chosen: readonly Attachment[];
  /** After delete, move or upload: page 1 and nothing chosen (spec doc 2 §4). */
  afterChange: () => void;
  clearChosen: () => void;
}

/** Delete, move and upload, with their checks, messages and the reset that follows. */
export function useLibraryActions({ kind, categoryId, model, chosen, afterChange, clearChosen }: LibraryActionsInput) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const { mutateAsync } = useCustomMutation();
  const { uploading, upload } = useUploader();

  const refresh = () => {
    afterChange();
    void invalidate({
      resource: LIBRARY_RESOURCES.attachment,
      invalidates: ["list"],
    });
  };

  const run = (action: "delete" | "move", values: Record<string, unknown>) =>
    mutateAsync({
      url: "",
      method: "post",
      values,
      meta: { resource: LIBRARY_RESOURCES.attachment, action },
      successNotification: false,
    });

  const requireChosen = () => {
    if (chosen.length) return true;
    toastWarning(t("library.messages.chooseFirst"));
    return false;
  };

  const remove = (items: readonly Attachment[] = chosen) => {
    if (!items.length) return void toastWarning(t("library.messages.chooseFirst"));
    void confirmDelete({
      onOk: async () => {
        await run("delete", { ids: joinIds(items) });
        toastSuccess(t("library.messages.deleted"));
        refresh();
      },
    });
  };

  const move = async (target: number) => {
    if (!requireChosen()) return;
    try {
      await run("move", { attrId: joinIds(chosen), pid: target });
      toastSuccess(t("library.messages.moved"));
      refresh();
    } catch {
      // A failed move clears the selection (the HTTP client showed why).
      clearChosen();
    }
  };

  /** Files from the picker or the crop dialog; wrong types are refused before sending. */
  const uploadFiles = async (files: readonly File[]) => {
    const accepted = kind === "pic" ? isPictureFile : isVideoFile;
    if (files.some((f) => !accepted(f.name))) {
      toastWarning(t(kind === "pic" ? "library.messages.pictureType" : "library.messages.videoType"));
      return false;
    }
    const results = await upload(kind === "pic" ? "image" : "file", files, {
      model,
      pid: categoryId,
    });
    if (results) refresh();
    // Files sent before a failure are in the library: show them without moving the user.
    else
      void invalidate({
        resource: LIBRARY_RESOURCES.attachment,
        invalidates: ["list"],
      });
    return Boolean(results);
  };

  return { remove, move, uploadFiles, uploading };
}
