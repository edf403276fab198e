import { useMemo, useState } from "react";
import { Card, Table } from "antd";
import { useTable } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { CustomerRow } from "../../../server/areas/customer/contract";
import { listLoading } from "../../../src/widgets/listCells/listLoading";
import { CouponPicker } from "../../../src/widgets/pickers/CouponPicker";
import { tablePagination, wideScroll } from "../../../src/widgets/tablePagination";
import { CustomerDetailDrawer } from "../detail/CustomerDetailDrawer";
import { CUSTOMER } from "../endpoints";
import { CustomerFilters } from "./CustomerFilters";
import { fromCustomerFilters, toCustomerFilters, type CustomerSearchValues } from "./customerSearch";
import { useCustomerColumns, type CustomerAction } from "./useCustomerColumns";

/** /user/index: the merchant's customers with filters, the detail drawer and giving a coupon. */
export default function CustomerListPage() {
  const { t } = useTranslation();
  const { tableProps, searchFormProps, filters } = useTable<CustomerRow, HttpError, CustomerSearchValues>({
    resource: CUSTOMER.customers,
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    onSearch: toCustomerFilters,
  });
  // What the address filtered when the page opened; later changes come from the form itself.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const initial = useMemo(() => fromCustomerFilters(filters), []);
  const [detailOf, setDetailOf] = useState<number>();
  const [couponFor, setCouponFor] = useState<number>();
  const columns = useCustomerColumns((action: CustomerAction, row) => (action === "detail" ? setDetailOf(row.id) : setCouponFor(row.id)));
  const shown = listLoading(Boolean(tableProps.dataSource?.length), Boolean(tableProps.loading));

  return (
    <>
      <CustomerFilters formProps={searchFormProps} initial={initial} />
      <Card>
        <Table<CustomerRow>
          {...tableProps}
          loading={shown.loading}
          locale={shown.emptyText ? { emptyText: shown.emptyText } : undefined}
          rowKey="id"
          size="small"
          columns={columns}
          scroll={wideScroll(1500)}
          pagination={tablePagination(tableProps.pagination, (total) => t("customer.list.total", { total }))}
          data-testid="customer-table"
        />
      </Card>
      {detailOf !== undefined && <CustomerDetailDrawer id={detailOf} onClose={() => setDetailOf(undefined)} />}
      {couponFor !== undefined && <CouponPicker open uid={couponFor} onCancel={() => setCouponFor(undefined)} />}
    </>
  );
}
