import { useState } from "react";
import { Button, Card, Table } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useTable } from "@refinedev/antd";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { tablePagination, wideScroll } from "../../../src/widgets/tablePagination";
import { COUPON } from "../endpoints";
import { GiveCouponDialog } from "../give/GiveCouponDialog";
import { EDITOR_PATH } from "../area";
import type { Coupon } from "../types";
import { CouponFilters, couponFilters, type CouponFilterValues } from "./CouponFilters";
import { useCouponActions } from "./useCouponActions";
import { useCouponColumns } from "./useCouponColumns";
import { useAllowedEach } from "../../../src/access/useAllowed";

/** /coupon/list: the merchant's coupons with filters, status toggle, copy, edit, give and delete. */
export default function CouponListPage() {
  const may = useAllowedEach(COUPON.coupons, ["create"]);
  const { t } = useTranslation();
  const { tableProps, searchFormProps, tableQuery } = useTable<Coupon, never, CouponFilterValues>({
    resource: COUPON.coupons,
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    onSearch: couponFilters,
  });
  const reload = () => void tableQuery.refetch();
  const [giving, setGiving] = useState<Coupon>();
  const actions = useCouponActions(reload);
  const columns = useCouponColumns({ ...actions, give: setGiving });

  return (
    <>
      <CouponFilters formProps={searchFormProps} />
      <Card>
        {may.create && (
          <Link to={EDITOR_PATH}>
            <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }} data-testid="coupon-add">
              {t("coupon.list.add")}
            </Button>
          </Link>
        )}
        <Table<Coupon>
          {...tableProps}
          rowKey="id"
          size="small"
          columns={columns}
          scroll={wideScroll(1350)}
          pagination={tablePagination(tableProps.pagination, (total) => t("coupon.list.total", { total }))}
          data-testid="coupon-table"
        />
      </Card>
      {giving && (
        <GiveCouponDialog
          coupon={giving}
          onClose={() => setGiving(undefined)}
          onGiven={() => {
            setGiving(undefined);
            reload();
          }}
        />
      )}
    </>
  );
}
