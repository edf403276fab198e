import { useState } from "react";
import { useDelete } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import { toastSuccess } from "../../../providers/notify";
import { confirmDelete } from "../../../src/widgets/confirmDelete";
import { useLatestCallback } from "../../../src/widgets/useLatestCallback";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { ORDER_AUTH as A } from "../area";
import { ORDER } from "../endpoints";
import type { OrderAction } from "./rowActions";

/** The authority of each row action. */
const AUTHORITY: Record<OrderAction, string> = {
  detail: A.info,
  ship: A.send,
  mark: A.mark,
  refund: A.directRefund,
  print: A.print,
  delete: A.delete,
};

export const mayDo = (action: OrderAction) => canDo(AUTHORITY[action]);

/** The order whose dialog is open: detail, ship, remark or direct refund. */
export interface OrderDialog {
  kind: "detail" | "ship" | "mark" | "refund";
  orderNo: string;
  remark?: string;
}

/** Row and drawer actions of an order; `refresh` reloads the list and the counts afterwards. */
export function useOrderActions(refresh: () => void) {
  const { t } = useTranslation();
  const { run } = useRunAction();
  const { mutateAsync: deleteOne } = useDelete();
  const [dialog, setDialog] = useState<OrderDialog>();
  // The detail drawer stays open under the ship/remark/refund dialogs it opens.
  const [detail, setDetail] = useState<string>();
  // Raised after every change, so an open drawer reads its order again.
  const [version, setVersion] = useState(0);

  const perform = useLatestCallback((action: OrderAction, order: { orderNo: string; merchantRemark?: string }) => {
    const { orderNo } = order;
    switch (action) {
      case "detail":
        return setDetail(orderNo);
      case "print":
        return void run(ORDER.orders, "print", { orderNo }, t("order.actions.printed")).catch(() => undefined);
      case "delete":
        return void confirmDelete({
          content: t("order.actions.deleteConfirm"),
          onOk: async () => {
            await deleteOne({ resource: ORDER.orders, id: orderNo, successNotification: false, errorNotification: false });
            toastSuccess(t("order.actions.deleted"));
            setDetail(undefined);
            refresh();
          },
        });
      default:
        return setDialog({ kind: action, orderNo, remark: order.merchantRemark });
    }
  });

  const closeDialog = () => setDialog(undefined);
  const dialogDone = () => {
    setDialog(undefined);
    setVersion((v) => v + 1);
    refresh();
  };
  const saveRemark = async (orderNo: string, remark: string) => {
    await run(ORDER.orders, "mark", { orderNo, remark }, t("order.mark.done"));
    dialogDone();
  };
  return { perform, dialog, closeDialog, dialogDone, saveRemark, detail, version, closeDetail: () => setDetail(undefined) };
}
