import { useCallback, useState } from "react";
import { useInvalidate } from "@refinedev/core";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { toastWarning } from "../../../providers/notify";
import { confirmDelete } from "../../../src/widgets/confirmDelete";
import { PRODUCT } from "../endpoints";
import { editorPath } from "../editor/editorPath";
import { askAutoUp } from "../shared/askAutoUp";
import { confirmAction } from "../shared/confirmAction";
import { useRunAction } from "../../../src/widgets/useRunAction";
import type { ProductRow } from "../types";
import type { BatchAction, RowAction } from "./rowActions";

/** A settings dialog opened by a row or a batch: its product(s). */
export interface ActionDialog {
  kind: "brokerage" | "freight" | "coupons" | "quickStock" | "freeEdit";
  ids: number[];
  row?: ProductRow;
}

const P = PRODUCT.products;

/**
 * Runs the product list's row and batch actions: asks first when the action is destructive,
 * says so on success, and refreshes rows and tab counts afterwards.
 */
export function useProductActions(refresh: (removed?: number) => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { run } = useRunAction();
  const [dialog, setDialog] = useState<ActionDialog | null>(null);
  const s = useCallback((key: string) => t(`product.list.success.${key}`), [t]);

  const perform = useCallback(
    async (action: RowAction, row: ProductRow) => {
      const id = row.id;
      switch (action) {
        case "view":
        case "copy":
          return navigate(editorPath(action, id, row.type));
        case "edit":
          if (!row.isShow) return navigate(editorPath("edit", id, row.type));
          // Only an off-shelf product can be edited (contract §3.1).
          if (await confirmAction(t("product.list.confirm.downToEdit"), () => run(P, "down", { id }))) {
            refresh();
            navigate(editorPath("edit", id, row.type));
          }
          return;
        case "up":
        case "down":
          await run(P, action, { id }, s(action)).catch(() => undefined);
          return refresh();
        case "recycle":
          if (await confirmDelete({ content: t("product.list.confirm.recycle", { id }), onOk: () => run(P, "remove", { id, type: "recycle" }, s("recycle")) }))
            refresh(1);
          return;
        case "delete":
          if (await confirmDelete({ content: t("product.list.confirm.delete", { id }), onOk: () => run(P, "remove", { id, type: "delete" }, s("delete")) }))
            refresh(1);
          return;
        case "restore":
          if (await confirmAction(t("product.list.confirm.restore"), () => run(P, "restore", { id }, s("restore")))) refresh(1);
          return;
        case "submitAudit": {
          const isAutoUp = await askAutoUp(t("product.list.confirm.autoUp"));
          if (isAutoUp === null) return;
          await run(P, "submitAudit", { id, isAutoUp }, s("submitAudit")).catch(() => undefined);
          return refresh(1);
        }
        case "quickStock":
        case "freeEdit":
        case "brokerage":
        case "freight":
        case "coupons":
          return setDialog({ kind: action, ids: [id], row });
      }
    },
    [navigate, run, refresh, s, t],
  );

  const performBatch = useCallback(
    async (action: BatchAction, idList: number[]) => {
      if (idList.length === 0) return toastWarning(t("product.list.selectFirst"));
      const n = idList.length;
      switch (action) {
        case "up":
        case "down":
          if (
            await confirmAction(t(`product.list.confirm.batch.${action}`), () =>
              run(P, action === "up" ? "batchUp" : "batchDown", { idList }, s(`batch.${action}`)),
            )
          )
            refresh(n);
          return;
        case "recycle":
          if (await confirmDelete({ content: t("product.list.confirm.batch.recycle"), onOk: () => run(P, "batchRecycle", { idList }, s("batch.recycle")) }))
            refresh(n);
          return;
        case "delete":
          if (await confirmDelete({ content: t("product.list.confirm.batch.delete"), onOk: () => run(P, "batchDelete", { idList }, s("batch.delete")) }))
            refresh(n);
          return;
        case "restore":
          if (await confirmAction(t("product.list.confirm.batch.restore"), () => run(P, "batchRestore", { idList }, s("batch.restore")))) refresh(n);
          return;
        case "submitAudit": {
          const isAutoUp = await askAutoUp(t("product.list.confirm.batch.autoUp"));
          if (isAutoUp === null) return;
          await run(P, "batchSubmitAudit", { idList, isAutoUp }, s("batch.submitAudit")).catch(() => undefined);
          return refresh(n);
        }
        case "brokerage":
        case "freight":
        case "coupons":
          return setDialog({ kind: action, ids: idList });
      }
    },
    [run, refresh, s, t],
  );

  const invalidate = useInvalidate();
  const closeDialog = useCallback(() => setDialog(null), []);
  const dialogDone = useCallback(() => {
    setDialog(null);
    refresh();
    // The dialogs and the editor read the products themselves: none may show them as they were.
    for (const id of dialog?.ids ?? []) void invalidate({ resource: P, invalidates: ["detail"], id });
  }, [dialog, refresh, invalidate]);

  return { perform, performBatch, dialog, closeDialog, dialogDone };
}
