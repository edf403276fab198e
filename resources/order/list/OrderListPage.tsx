import { useMemo, useState } from "react";
import { Button, Card, Select, Space, Table } from "antd";
import { useTranslation } from "react-i18next";
import { enumOptions } from "../../../src/enums/enumTable";
import { ORDER_TYPE } from "../../../src/enums/order";
import { ColumnChooser, useColumnChooser } from "../../../src/widgets/columnChooser";
import { usePicturePreview } from "../../../src/widgets/listCells/usePicturePreview";
import { tablePagination, wideScroll } from "../../../src/widgets/tablePagination";
import { FilterForm } from "../shared/FilterForm";
import { StatusTabs } from "../../../src/widgets/tabbedList/StatusTabs";
import { ORDER_TABS } from "../shared/tabs";
import { useTabbedList } from "../../../src/widgets/tabbedList/useTabbedList";
import type { OrderRow } from "../types";
import { ExportOrdersButton } from "./ExportOrdersButton";
import { useOrderActions } from "./useOrderActions";
import { useOrderColumns } from "./useOrderColumns";
import { ORDER_LIST, type OrderListField } from "./orderList";
import { useAllowedEach } from "../../../src/access/useAllowed";
import { ORDER } from "../endpoints";
import { lazyPart, useWarmParts } from "../../../src/widgets/lazyPart";
import { LazyTextDialog } from "../shared/lazyTextDialog";

// Opened on request: their code (the detail, the shipping form, pickers) stays out of the list's first load.
const OrderDetailDrawer = lazyPart(() => import("../detail/OrderDetailDrawer").then((m) => m.OrderDetailDrawer));
const ShipDialog = lazyPart(() => import("../ship/ShipDialog").then((m) => m.ShipDialog));
const DirectRefundDialog = lazyPart(() => import("../dialogs/DirectRefundDialog").then((m) => m.DirectRefundDialog));
const VerifyDialog = lazyPart(() => import("../dialogs/VerifyDialog").then((m) => m.VerifyDialog));
const DIALOGS = [OrderDetailDrawer, ShipDialog, DirectRefundDialog, LazyTextDialog, VerifyDialog];

const TEXT_FIELDS = [{ name: "orderNo", label: "order.filters.orderNo" }] as const;
/** The row actions stay whatever columns are chosen. */
const ALWAYS_SHOWN = ["actions"];

/** /order/list: eight status tabs with counts, filters, row actions, verification and export. */
export default function OrderListPage() {
  const may = useAllowedEach(ORDER.orders, ["verify", "export"]);
  const { t } = useTranslation();
  const list = useTabbedList<OrderRow, OrderListField>(ORDER_LIST);
  const { tableProps } = list.table;
  const actions = useOrderActions(list.refresh);
  useWarmParts(DIALOGS);
  const preview = usePicturePreview();
  const allColumns = useOrderColumns(actions.perform, preview.show);
  const { columns, chooser } = useColumnChooser("orderList", allColumns, ALWAYS_SHOWN);
  const [verifying, setVerifying] = useState(false);
  const exportQuery = useMemo(() => ({ ...list.query, status: list.tab }), [list.query, list.tab]);
  const { dialog } = actions;

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Card size="small">
        <FilterForm
          values={list.values}
          onSearch={list.applyFilters}
          textFields={TEXT_FIELDS}
          extra={{ name: "type", node: <Select allowClear style={{ width: 130 }} placeholder={t("order.filters.choose")} options={enumOptions(ORDER_TYPE, t).map((o) => ({ ...o, value: String(o.value) }))} data-testid="order-filter-type" /> }}
          testId="order-filter"
        />
      </Card>
      <Card>
        <StatusTabs tabs={ORDER_TABS} active={list.tab} counts={list.counts} countsStale={list.countsStale} onChange={list.setTab} testId="order-tab" />
        <Space style={{ marginBottom: 16 }} wrap>
          {may.verify && (
            <Button type="primary" onClick={() => setVerifying(true)} data-testid="order-verify">
              {t("order.verify.button")}
            </Button>
          )}
          {may.export && <ExportOrdersButton query={exportQuery} />}
          <ColumnChooser {...chooser} testId="order-columns" />
        </Space>
        <Table<OrderRow>
          {...tableProps}
          rowKey="orderNo"
          size="small"
          columns={columns}
          scroll={wideScroll(1400)}
          pagination={tablePagination(tableProps.pagination, (total) => t("order.list.total", { total }))}
          data-testid="order-table"
        />
      </Card>
      {preview.element}
      {actions.detail && <OrderDetailDrawer orderNo={actions.detail} onClose={actions.closeDetail} perform={actions.perform} version={actions.version} />}
      {dialog?.kind === "ship" && <ShipDialog orderNo={dialog.orderNo} onClose={actions.closeDialog} onDone={actions.dialogDone} />}
      {dialog?.kind === "refund" && <DirectRefundDialog orderNo={dialog.orderNo} onClose={actions.closeDialog} onDone={actions.dialogDone} />}
      {dialog?.kind === "mark" && (
        <LazyTextDialog
          title={t("order.mark.title")}
          label={t("order.mark.label")}
          initial={dialog.remark}
          requiredMessage={t("order.mark.required")}
          max={255}
          maxMessage={t("order.mark.tooLong")}
          onClose={actions.closeDialog}
          onSubmit={(remark) => actions.saveRemark(dialog.orderNo, remark)}
          testId="order-mark-dialog"
        />
      )}
      {verifying && (
        <VerifyDialog
          onClose={() => setVerifying(false)}
          onDone={() => {
            setVerifying(false);
            list.refresh();
          }}
        />
      )}
    </Space>
  );
}
