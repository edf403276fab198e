import { useState } from "react";
import { Button, Form, Space, Table } from "antd";
import { useTranslation } from "react-i18next";
import type { MerchantStatement } from "../../../server/areas/finance/contract";
import { DateLimitInput } from "../../../src/widgets/DateLimitInput";
import { tablePagination } from "../../../src/widgets/tablePagination";
import { FINANCE_AUTH as F } from "../area";
import { FINANCE } from "../endpoints";
import { useFilteredTable, type FilterForm } from "../useFilteredTable";
import { MonthRangeInput } from "./MonthRangeInput";
import { StatementDetailDialog } from "./StatementDetailDialog";

export type StatementUnit = "daily" | "monthly";

const FIELDS = ["dateLimit"] as const;
const SOURCE = {
  daily: { resource: FINANCE.daily, authority: F.daily },
  monthly: { resource: FINANCE.monthly, authority: F.monthly },
} as const;

/** One tab of the statements: a date filter, the periods newest first, a detail per period. */
export function StatementList({ unit }: { unit: StatementUnit }) {
  const { t } = useTranslation();
  const list = useFilteredTable<MerchantStatement>(SOURCE[unit].resource, FIELDS, SOURCE[unit].authority);
  const { tableProps } = list.table;
  const [detail, setDetail] = useState<MerchantStatement>();
  const money = (key: keyof MerchantStatement, label: string) => ({ title: t(label), dataIndex: key, width: 130, align: "right" as const });

  return (
    <>
      <Form<FilterForm> form={list.form} layout="inline" onFinish={list.search} style={{ rowGap: 12, marginBottom: 16 }} data-testid={`statement-filter-${unit}`}>
        <Form.Item name="dateLimit" label={t(unit === "daily" ? "finance.common.date" : "finance.statement.monthRange")}>
          {unit === "daily" ? <DateLimitInput data-testid="statement-filter-date" /> : <MonthRangeInput testId="statement-filter-month" />}
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="statement-search">
              {t("finance.common.search")}
            </Button>
            <Button onClick={list.reset}>{t("finance.common.reset")}</Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<MerchantStatement>
        {...tableProps}
        rowKey="id"
        size="small"
        scroll={{ x: 1000 }}
        pagination={tablePagination(tableProps.pagination, (total) => t("finance.common.total", { total }))}
        data-testid={`statement-table-${unit}`}
        columns={[
          { title: t(unit === "daily" ? "finance.statement.day" : "finance.statement.month"), dataIndex: "dataDate", width: 120 },
          money("orderReceivable", "finance.statement.fields.orderReceivable"),
          money("orderRefundable", "finance.statement.fields.orderRefundable"),
          money("realIncome", "finance.statement.fields.realIncome"),
          money("actualExpenditure", "finance.statement.fields.actualExpenditure"),
          money("currentDayBalance", unit === "daily" ? "finance.statement.fields.dayBalance" : "finance.statement.fields.monthBalance"),
          { title: t("finance.statement.fields.payNum"), dataIndex: "payNum", width: 120, align: "right" },
          { title: t("finance.statement.fields.refundNum"), dataIndex: "refundNum", width: 110, align: "right" },
          {
            title: t("finance.common.actions"),
            key: "actions",
            width: 90,
            fixed: "right",
            render: (_, row) => (
              <Button type="link" size="small" onClick={() => setDetail(row)} data-testid={`statement-detail-${row.dataDate}`}>
                {t("finance.common.detail")}
              </Button>
            ),
          },
        ]}
      />
      {detail && <StatementDetailDialog statement={detail} unit={unit} onClose={() => setDetail(undefined)} />}
    </>
  );
}
