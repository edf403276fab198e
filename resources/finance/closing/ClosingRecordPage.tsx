import { useCallback, useState } from "react";
import { Button, Card, Form, Input, Select, Space, Statistic, Table } from "antd";
import { FilterActions } from "../FilterActions";
import { useTranslation } from "react-i18next";
import type { ClosingBaseInfo, ClosingRow } from "../../../server/areas/finance/contract";
import { enumOptions } from "../../../src/enums/enumTable";
import { CLOSING_ACCOUNT_STATUS, CLOSING_AUDIT_STATUS, TRANSFER_TYPE } from "../../../src/enums/finance";
import { DateLimitInput } from "../../../src/widgets/DateLimitInput";
import { tablePagination } from "../../../src/widgets/tablePagination";
import { useActionAnswer } from "../../../src/widgets/useActionAnswer";
import { FINANCE } from "../endpoints";
import { AccountDialog } from "../settlement/AccountDialog";
import { useFilteredTable, type FilterForm } from "../useFilteredTable";
import { ApplyDialog } from "./ApplyDialog";
import { ClosingDetailDrawer } from "./ClosingDetailDrawer";
import { useClosingColumns } from "./useClosingColumns";
import { useAllowedEach } from "../../../src/access/useAllowed";

const FIELDS = ["closingNo", "closingType", "auditStatus", "accountStatus", "dateLimit"] as const;

/** Select options whose values travel as text, as the address keeps them. */
const textOptions = (options: Array<{ value: string | number; label: string }>) => options.map((o) => ({ value: String(o.value), label: o.label }));

/** /finance/closingRecord: settlement records with filters and detail, applying for a settlement, the settlement account. */
export default function ClosingRecordPage() {
  const mayMerchantClosing = useAllowedEach(FINANCE.closings, ["apply"]);
  const maySettlementAccount = useAllowedEach(FINANCE.settlement, ["info"]);
  const { t } = useTranslation();
  const list = useFilteredTable<ClosingRow>(FINANCE.closings, FIELDS);
  const { tableProps } = list.table;
  const base = useActionAnswer<ClosingBaseInfo>(FINANCE.closings, "baseInfo");
  const [detail, setDetail] = useState<string>();
  const [applying, setApplying] = useState(false);
  const [editingAccount, setEditingAccount] = useState(false);
  const openDetail = useCallback((closingNo: string) => setDetail(closingNo), []);
  const columns = useClosingColumns(openDetail);
  const c = (key: string) => t(`finance.closing.${key}`);
  const money = (amount: string | undefined) => (amount === undefined ? "—" : amount);

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Card size="small">
        <Form<FilterForm> form={list.form} layout="inline" onFinish={list.search} style={{ rowGap: 12 }} data-testid="closing-filter">
          <Form.Item name="closingNo" label={c("closingNo")}>
            <Input allowClear placeholder={c("closingNoPlaceholder")} style={{ width: 220 }} data-testid="closing-filter-no" />
          </Form.Item>
          <Form.Item name="closingType" label={c("closingType")}>
            <Select allowClear placeholder={t("finance.common.all")} options={textOptions(enumOptions(TRANSFER_TYPE, t))} style={{ width: 130 }} data-testid="closing-filter-type" />
          </Form.Item>
          <Form.Item name="auditStatus" label={c("auditStatus")}>
            <Select allowClear placeholder={t("finance.common.all")} options={textOptions(enumOptions(CLOSING_AUDIT_STATUS, t))} style={{ width: 140 }} data-testid="closing-filter-audit" />
          </Form.Item>
          <Form.Item name="accountStatus" label={c("accountStatus")}>
            <Select allowClear placeholder={t("finance.common.all")} options={textOptions(enumOptions(CLOSING_ACCOUNT_STATUS, t))} style={{ width: 130 }} data-testid="closing-filter-account" />
          </Form.Item>
          <Form.Item name="dateLimit" label={c("applyDate")}>
            <DateLimitInput data-testid="closing-filter-date" />
          </Form.Item>
          <FilterActions onReset={list.reset} testId="closing-filter" />
        </Form>
      </Card>
      <Card>
        <div style={{ display: "flex", flexWrap: "wrap", justifyContent: "space-between", alignItems: "center", gap: 16, marginBottom: 16 }}>
          {base.allowed ? (
            <Space size={40} wrap data-testid="closing-balances">
              <Statistic title={c("balance")} value={money(base.data?.balance)} prefix="¥" loading={base.loading} />
              <Statistic title={c("transferBalance")} value={money(base.data?.transferBalance)} prefix="¥" loading={base.loading} valueStyle={{ color: "var(--ant-color-success)" }} />
              <Statistic title={c("freezeAmount")} value={money(base.data?.freezeAmount)} prefix="¥" loading={base.loading} />
            </Space>
          ) : (
            <span />
          )}
          <Space>
            {maySettlementAccount.info && (
              <Button onClick={() => setEditingAccount(true)} data-testid="closing-account">
                {c("account")}
              </Button>
            )}
            {mayMerchantClosing.apply && base.allowed && (
              <Button type="primary" disabled={!base.data} onClick={() => setApplying(true)} data-testid="closing-apply">
                {c("apply")}
              </Button>
            )}
          </Space>
        </div>
        <Table<ClosingRow>
          {...tableProps}
          rowKey="id"
          size="small"
          columns={columns}
          scroll={{ x: 1300 }}
          pagination={tablePagination(tableProps.pagination, (total) => t("finance.common.total", { total }))}
          data-testid="closing-table"
        />
      </Card>
      {detail && <ClosingDetailDrawer closingNo={detail} onClose={() => setDetail(undefined)} />}
      {applying && base.data && (
        <ApplyDialog
          info={base.data}
          onClose={() => setApplying(false)}
          onEditAccount={() => setEditingAccount(true)}
          onApplied={() => {
            setApplying(false);
            list.refetch();
            void base.refetch();
          }}
        />
      )}
      {editingAccount && (
        <AccountDialog
          onClose={() => setEditingAccount(false)}
          onSaved={() => {
            setEditingAccount(false);
            void base.refetch();
          }}
        />
      )}
    </Space>
  );
}
