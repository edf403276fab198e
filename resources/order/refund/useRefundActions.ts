import { useState } from "react";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import { modalApi } from "../../../src/widgets/modalHost";
import { useLatestCallback } from "../../../src/widgets/useLatestCallback";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { REFUND_AUTH as R } from "../area";
import { ORDER } from "../endpoints";
import type { RefundRow } from "../types";
import type { RefundAction } from "./rowActions";

const AUTHORITY: Record<RefundAction, string> = {
  detail: R.detail,
  audit: R.audit,
  receive: R.receiving,
  rejectReceipt: R.receivingReject,
  mark: R.mark,
};

export const mayDoRefund = (action: RefundAction) => canDo(AUTHORITY[action]);

export interface RefundDialog {
  kind: "audit" | "rejectReceipt" | "mark";
  row: Pick<RefundRow, "refundOrderNo" | "afterSalesType" | "merRemark">;
}

/** Row and drawer actions of an after-sales order; `refresh` reloads the list and the counts. */
export function useRefundActions(refresh: () => void) {
  const { t } = useTranslation();
  const { run } = useRunAction();
  const [dialog, setDialog] = useState<RefundDialog>();
  const [detail, setDetail] = useState<string>();
  const [version, setVersion] = useState(0);
  const changed = () => {
    setVersion((v) => v + 1);
    refresh();
  };

  const perform = useLatestCallback((action: RefundAction, row: RefundDialog["row"]) => {
    const { refundOrderNo } = row;
    if (action === "detail") return setDetail(refundOrderNo);
    if (action === "receive") {
      return void modalApi().confirm({
        title: t("order.refund.receiveTitle"),
        content: t("order.refund.receiveConfirm"),
        okText: t("order.refund.receive"),
        cancelText: t("order.common.cancel"),
        okButtonProps: { "data-testid": "refund-receive-ok" },
        onOk: async () => {
          await run(ORDER.refunds, "receiving", { refundOrderNo }, t("order.refund.received")).catch(() => undefined);
          changed();
        },
      });
    }
    setDialog({ kind: action, row });
  });

  const finish = async (action: string, body: object, success: string) => {
    await run(ORDER.refunds, action, body, success);
    setDialog(undefined);
    changed();
  };
  return { perform, dialog, closeDialog: () => setDialog(undefined), finish, detail, version, closeDetail: () => setDetail(undefined) };
}
