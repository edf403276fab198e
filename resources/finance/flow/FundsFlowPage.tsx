import { Card, Form, Input, Space, Table } from "antd";
import { FilterActions } from "../FilterActions";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import type { FundsFlow } from "../../../server/areas/finance/contract";
import { DateLimitInput } from "../../../src/widgets/DateLimitInput";
import { ExportButton } from "../../../src/widgets/ExportButton";
import { tablePagination } from "../../../src/widgets/tablePagination";
import { FINANCE_AUTH as F } from "../area";
import { FINANCE } from "../endpoints";
import { useFilteredTable, type FilterForm } from "../useFilteredTable";
import { useFlowColumns } from "./useFlowColumns";

const FIELDS = ["orderNo", "dateLimit"] as const;

/** /finance/capitalFlow: the merchant's funds flow, by order / refund number and date, and its export. */
export default function FundsFlowPage() {
  const { t } = useTranslation();
  const list = useFilteredTable<FundsFlow>(FINANCE.flow, FIELDS, F.flow);
  const { tableProps } = list.table;
  const columns = useFlowColumns();

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Card size="small">
        <Form<FilterForm> form={list.form} layout="inline" onFinish={list.search} style={{ rowGap: 12 }} data-testid="flow-filter">
          <Form.Item name="orderNo" label={t("finance.flow.orderNo")}>
            <Input allowClear placeholder={t("finance.flow.orderNoPlaceholder")} style={{ width: 240 }} data-testid="flow-filter-orderNo" />
          </Form.Item>
          <Form.Item name="dateLimit" label={t("finance.common.date")}>
            <DateLimitInput data-testid="flow-filter-date" />
          </Form.Item>
          <FilterActions onReset={list.reset} testId="flow-filter" />
        </Form>
      </Card>
      <Card>
        {canDo(F.flowExport) && (
          <div style={{ marginBottom: 16 }}>
            <ExportButton
              resource={FINANCE.flow}
              query={list.query}
              label={t("finance.flow.export")}
              busyLabel={t("finance.flow.exporting")}
              runningMessage={t("finance.flow.exportRunning")}
              fallbackName="funds-flow.xlsx"
              testId="flow-export"
            />
          </div>
        )}
        <Table<FundsFlow>
          {...tableProps}
          rowKey="id"
          size="small"
          columns={columns}
          scroll={{ x: 1100 }}
          pagination={tablePagination(tableProps.pagination, (total) => t("finance.common.total", { total }))}
          data-testid="flow-table"
        />
      </Card>
    </Space>
  );
}
