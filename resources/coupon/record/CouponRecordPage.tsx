import { Button, Card, Form, Input, Select, Space, Table } from "antd";
import { useTable } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { EnumTag, enumColumnWidth } from "../../../src/enums/EnumTag";
import { COUPON_CATEGORY, COUPON_USER_STATUS, MERCHANT_COUPON_CATEGORY } from "../../../src/enums/coupon";
import { filterNumeric } from "../../../src/widgets/numeric";
import { tablePagination, wideScroll } from "../../../src/widgets/tablePagination";
import { COUPON } from "../endpoints";
import { stringOptions } from "../shared/filterOptions";
import { minSpendText } from "../../../src/widgets/pickers/couponText";
import type { CouponClaim } from "../types";
import { UserAvatar } from "../../../src/widgets/listCells/UserAvatar";

interface RecordFilterValues {
  status?: string;
  name?: string;
  uid?: string;
  nickname?: string;
}

const toFilters = (v: RecordFilterValues) =>
  (["status", "name", "uid", "nickname"] as const).map((field) => ({ field, operator: "eq" as const, value: v[field]?.trim() || undefined }));

/** /coupon/record: coupons customers hold, by status, coupon name, customer id and nickname. */
export default function CouponRecordPage() {
  const { t } = useTranslation();
  const { tableProps, searchFormProps } = useTable<CouponClaim, HttpError, RecordFilterValues>({
    resource: COUPON.claims,
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    onSearch: toFilters,
  });
  const form = searchFormProps.form;
  const submit = () => form?.submit();

  return (
    <>
      <Card style={{ marginBottom: 16 }} styles={{ body: { paddingBottom: 0 } }}>
        <Form<RecordFilterValues> {...searchFormProps} layout="inline">
          <Form.Item name="status" label={t("coupon.record.filters.status")}>
            <Select allowClear placeholder={t("coupon.record.statusPlaceholder")} options={stringOptions(COUPON_USER_STATUS, t)} style={{ width: 160 }} onChange={submit} data-testid="record-filter-status" />
          </Form.Item>
          <Form.Item name="name" label={t("coupon.record.filters.name")}>
            <Input allowClear placeholder={t("coupon.record.namePlaceholder")} style={{ width: 180 }} data-testid="record-filter-name" />
          </Form.Item>
          <Form.Item name="uid" label={t("coupon.record.filters.uid")} getValueFromEvent={(e) => filterNumeric(e.target.value, 0)}>
            <Input allowClear inputMode="numeric" placeholder={t("coupon.record.uidPlaceholder")} style={{ width: 140 }} data-testid="record-filter-uid" />
          </Form.Item>
          <Form.Item name="nickname" label={t("coupon.record.filters.nickname")}>
            <Input allowClear placeholder={t("coupon.record.nicknamePlaceholder")} style={{ width: 160 }} data-testid="record-filter-nickname" />
          </Form.Item>
          <Form.Item style={{ marginBottom: 24 }}>
            <Space>
              <Button type="primary" htmlType="submit" data-testid="record-search">
                {t("coupon.list.search")}
              </Button>
              <Button
                onClick={() => {
                  form?.resetFields();
                  submit();
                }}
              >
                {t("coupon.list.reset")}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card>
        <Table<CouponClaim>
          {...tableProps}
          rowKey="id"
          size="small"
          scroll={wideScroll(1200)}
          pagination={tablePagination(tableProps.pagination, (total) => t("coupon.list.total", { total }))}
          data-testid="record-table"
          columns={[
            { title: t("coupon.record.columns.id"), dataIndex: "id", width: 90 },
            { title: t("coupon.record.columns.name"), dataIndex: "name", width: 160, ellipsis: true },
            {
              title: t("coupon.record.columns.user"),
              key: "user",
              width: 180,
              render: (_, row) => (
                <Space>
                  <UserAvatar src={row.avatar} name={row.nickname} size="small" />
                  <span>
                    {row.nickname}/{row.uid}
                  </span>
                </Space>
              ),
            },
            { title: t("coupon.record.columns.money"), dataIndex: "money", width: 90, render: (v) => String(v) },
            { title: t("coupon.record.columns.minPrice"), dataIndex: "minPrice", width: 110, render: (v) => minSpendText(v, t) },
            {
              title: t("coupon.record.columns.validity"),
              key: "validity",
              width: 190,
              render: (_, row) =>
                row.startTime ? (
                  <>
                    <div>{row.startTime} -</div>
                    <div>{row.endTime}</div>
                  </>
                ) : (
                  "-"
                ),
            },
            { title: t("coupon.record.columns.scope"), dataIndex: "category", width: enumColumnWidth(MERCHANT_COUPON_CATEGORY, t, t("coupon.record.columns.scope"), 100), render: (v: number) => <EnumTag table={COUPON_CATEGORY} value={v} /> },
            { title: t("coupon.record.columns.createTime"), dataIndex: "createTime", width: 170 },
            { title: t("coupon.record.columns.status"), dataIndex: "status", width: 100, render: (v: number) => <EnumTag table={COUPON_USER_STATUS} value={v} /> },
            { title: t("coupon.record.columns.useTime"), dataIndex: "useTime", width: 170, fixed: "right", render: (v) => v || "-" },
          ]}
        />
      </Card>
    </>
  );
}
