import { Card, Space, Table } from "antd";
import { useTranslation } from "react-i18next";
import { usePicturePreview } from "../../../src/widgets/listCells/usePicturePreview";
import { tablePagination, wideScroll } from "../../../src/widgets/tablePagination";
import { FilterForm } from "../shared/FilterForm";
import { StatusTabs } from "../../../src/widgets/tabbedList/StatusTabs";
import { LazyTextDialog } from "../shared/lazyTextDialog";
import { useTabbedList } from "../../../src/widgets/tabbedList/useTabbedList";
import type { RefundRow } from "../types";
import { useRefundActions } from "./useRefundActions";
import { useRefundColumns } from "./useRefundColumns";
import { REFUND_LIST, type RefundListField } from "./refundList";
import { lazyPart, useWarmParts } from "../../../src/widgets/lazyPart";

// Opened on request: their code stays out of the list's first load.
const AuditDialog = lazyPart(() => import("./AuditDialog").then((m) => m.AuditDialog));
const RefundDetailDrawer = lazyPart(() => import("./RefundDetailDrawer").then((m) => m.RefundDetailDrawer));
const DIALOGS = [AuditDialog, RefundDetailDrawer, LazyTextDialog];

const TEXT_FIELDS = [
  { name: "refundOrderNo", label: "order.refund.filters.refundOrderNo" },
  { name: "orderNo", label: "order.filters.orderNo" },
  { name: "trackingNumber", label: "order.refund.filters.trackingNumber" },
] as const;

/** /order/refund: after-sales orders in eight status tabs; audit, receipt, remark, detail. */
export default function RefundListPage() {
  const { t } = useTranslation();
  const list = useTabbedList<RefundRow, RefundListField>(REFUND_LIST);
  const { tableProps } = list.table;
  const actions = useRefundActions(list.refresh);
  useWarmParts(DIALOGS);
  const preview = usePicturePreview();
  const columns = useRefundColumns(actions.perform, preview.show);
  const { dialog } = actions;

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Card size="small">
        <FilterForm values={list.values} onSearch={list.applyFilters} textFields={TEXT_FIELDS} testId="refund-filter" />
      </Card>
      <Card>
        <StatusTabs tabs={REFUND_LIST.tabs} active={list.tab} counts={list.counts} countsStale={list.countsStale} onChange={list.setTab} testId="refund-tab" />
        <Table<RefundRow>
          {...tableProps}
          rowKey="refundOrderNo"
          size="small"
          columns={columns}
          scroll={wideScroll(1400)}
          pagination={tablePagination(tableProps.pagination, (total) => t("order.list.total", { total }))}
          data-testid="refund-table"
        />
      </Card>
      {preview.element}
      {actions.detail && <RefundDetailDrawer refundOrderNo={actions.detail} onClose={actions.closeDetail} perform={actions.perform} version={actions.version} />}
      {dialog?.kind === "audit" && (
        <AuditDialog
          refundOrderNo={dialog.row.refundOrderNo}
          afterSalesType={dialog.row.afterSalesType}
          onClose={actions.closeDialog}
          onSubmit={(body) => actions.finish("audit", body, t(body.auditType === "refuse" ? "order.refund.refused" : "order.refund.approved"))}
        />
      )}
      {dialog?.kind === "rejectReceipt" && (
        <LazyTextDialog
          title={t("order.refund.rejectReceiptTitle")}
          label={t("order.refund.reason")}
          requiredMessage={t("order.refund.rules.rejectReason")}
          max={255}
          maxMessage={t("order.refund.rules.reasonLength")}
          onClose={actions.closeDialog}
          onSubmit={(reason) => actions.finish("receivingReject", { refundOrderNo: dialog.row.refundOrderNo, reason }, t("order.refund.receiptRejected"))}
          testId="reject-receipt-dialog"
        />
      )}
      {dialog?.kind === "mark" && (
        <LazyTextDialog
          title={t("order.mark.title")}
          label={t("order.mark.label")}
          initial={dialog.row.merRemark}
          requiredMessage={t("order.mark.required")}
          max={255}
          maxMessage={t("order.mark.tooLong")}
          onClose={actions.closeDialog}
          onSubmit={(remark) => actions.finish("mark", { refundOrderNo: dialog.row.refundOrderNo, remark }, t("order.mark.done"))}
          testId="refund-mark-dialog"
        />
      )}
    </Space>
  );
}
