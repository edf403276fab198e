import { Button, Card, DatePicker, Form, Input, Rate, Space, Table, Tooltip } from "antd";
import { useTable } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import type { Dayjs } from "dayjs";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { currentAdmin } from "../../../providers/session";
import type { SeckillActivityRow } from "../../../server/areas/seckill/contract";
import { useEnumTags } from "../../../src/enums/EnumTag";
import { ACTIVITY_STATUS } from "../../../src/enums/marketing";
import { tablePagination, wideScroll } from "../../../src/widgets/tablePagination";
import { SECKILL } from "../endpoints";
import { joinBlock } from "../joinable";
import { SECKILL_JOIN_PATH } from "../area";
import { useAllowedEach } from "../../../src/access/useAllowed";

interface SearchValues {
  name?: string;
  date?: Dayjs | null;
}

const toFilters = (v: SearchValues) => [
  { field: "name", operator: "eq" as const, value: v.name?.trim() || undefined },
  { field: "date", operator: "eq" as const, value: v.date ? v.date.format("YYYY-MM-DD") : undefined },
];

/** /marketing/seckill/seckillActivity: the platform's flash sales, each with 参加活动 when the merchant may join. */
export default function SeckillActivityPage() {
  const maySeckillActivity = useAllowedEach(SECKILL.activities, ["show"]);
  const maySeckillProduct = useAllowedEach(SECKILL.products, ["create"]);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const statusTag = useEnumTags(ACTIVITY_STATUS);
  const { tableProps, searchFormProps } = useTable<SeckillActivityRow, HttpError, SearchValues>({
    resource: SECKILL.activities,
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    onSearch: toFilters,
  });
  const stars = currentAdmin()?.merStarLevel ?? 0;
  const mayJoin = maySeckillProduct.create && maySeckillActivity.show;
  const form = searchFormProps.form;
  const quota = (n: number) => (n > 0 ? n : t("seckill.activity.unlimited"));

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Card size="small">
        <Form<SearchValues> {...searchFormProps} layout="inline" style={{ rowGap: 12 }}>
          <Form.Item name="date" label={t("seckill.activity.date")}>
            <DatePicker onChange={() => form?.submit()} data-testid="seckill-activity-date" />
          </Form.Item>
          <Form.Item name="name" label={t("seckill.activity.name")}>
            <Input allowClear placeholder={t("seckill.activity.namePlaceholder")} style={{ width: 200 }} data-testid="seckill-activity-name" />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" data-testid="seckill-activity-search">
                {t("seckill.common.search")}
              </Button>
              <Button
                onClick={() => {
                  form?.resetFields();
                  form?.submit();
                }}
              >
                {t("seckill.common.reset")}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card>
        <Table<SeckillActivityRow>
          {...tableProps}
          rowKey="id"
          size="small"
          scroll={wideScroll(1300)}
          pagination={tablePagination(tableProps.pagination, (total) => t("seckill.common.total", { total }))}
          data-testid="seckill-activity-table"
          columns={[
            { title: "ID", dataIndex: "id", width: 60 },
            { title: t("seckill.activity.name"), dataIndex: "name", ellipsis: true, width: 180 },
            { title: t("seckill.activity.productNum"), dataIndex: "productNum", width: 100 },
            { title: t("seckill.activity.oneQuota"), dataIndex: "oneQuota", width: 100, render: quota },
            { title: t("seckill.activity.allQuota"), dataIndex: "allQuota", width: 100, render: quota },
            {
              title: t("seckill.activity.categories"),
              dataIndex: "productCategoryNames",
              ellipsis: true,
              width: 150,
              render: (names: string) => names || t("seckill.activity.anyCategory"),
            },
            {
              title: t("seckill.activity.merStars"),
              dataIndex: "merStars",
              width: 150,
              render: (n: number) => (n > 0 ? <Rate disabled value={n} style={{ fontSize: 14 }} /> : t("seckill.activity.anyStars")),
            },
            { title: t("seckill.activity.status"), dataIndex: "status", width: 100, render: (v: number) => statusTag(v) },
            { title: t("seckill.activity.dates"), key: "dates", width: 200, render: (_, row) => `${row.startDate} ~ ${row.endDate}` },
            {
              title: t("seckill.activity.slots"),
              dataIndex: "timeList",
              width: 130,
              render: (slots: string[]) => slots.map((slot) => <div key={slot}>{slot}</div>),
            },
            { title: t("seckill.activity.createTime"), dataIndex: "createTime", width: 170 },
            {
              title: t("seckill.common.actions"),
              key: "actions",
              width: 110,
              fixed: "right",
              render: (_, row) => {
                if (!mayJoin) return null;
                const block = joinBlock(row, stars);
                const button = (
                  <Button type="link" size="small" disabled={Boolean(block)} onClick={() => navigate(`${SECKILL_JOIN_PATH}/${row.id}`)} data-testid={`seckill-join-${row.id}`}>
                    {t("seckill.activity.join")}
                  </Button>
                );
                return block ? <Tooltip title={t(`seckill.activity.blocked.${block}`, { stars: row.merStars })}>{button}</Tooltip> : button;
              },
            },
          ]}
        />
      </Card>
    </Space>
  );
}
