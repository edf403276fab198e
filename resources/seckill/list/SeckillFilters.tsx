import { Button, Form, Input, Select, Space, type FormProps } from "antd";
import { useTranslation } from "react-i18next";
import { enumOptions } from "../../../src/enums/enumTable";
import { ACTIVITY_STATUS } from "../../../src/enums/marketing";

export interface SeckillFilterValues {
  proName?: string;
  activityName?: string;
  proStatus?: number;
  activityStatus?: number;
}

/** The list's filters as Refine filters (the audit tab is a filter of its own). */
export const seckillFilters = (v: SeckillFilterValues) => [
  { field: "proName", operator: "eq" as const, value: v.proName?.trim() || undefined },
  { field: "activityName", operator: "eq" as const, value: v.activityName?.trim() || undefined },
  { field: "proStatus", operator: "eq" as const, value: v.proStatus },
  { field: "activityStatus", operator: "eq" as const, value: v.activityStatus },
];

/** 商品名称, 活动名称, 商品状态, 活动状态 with search and reset. */
export function SeckillFilters({ formProps }: { formProps: FormProps<SeckillFilterValues> }) {
  const { t } = useTranslation();
  const submit = () => formProps.form?.submit();
  return (
    <Form<SeckillFilterValues> {...formProps} layout="inline" style={{ rowGap: 12 }}>
      <Form.Item name="proName" label={t("seckill.list.name")}>
        <Input allowClear placeholder={t("seckill.list.namePlaceholder")} style={{ width: 180 }} data-testid="seckill-filter-name" />
      </Form.Item>
      <Form.Item name="activityName" label={t("seckill.list.activityName")}>
        <Input allowClear placeholder={t("seckill.activity.namePlaceholder")} style={{ width: 180 }} data-testid="seckill-filter-activity" />
      </Form.Item>
      <Form.Item name="proStatus" label={t("seckill.list.shelf")}>
        <Select
          allowClear
          placeholder={t("seckill.common.choose")}
          style={{ width: 120 }}
          onChange={submit}
          options={[
            { value: 1, label: t("seckill.list.on") },
            { value: 0, label: t("seckill.list.off") },
          ]}
          data-testid="seckill-filter-shelf"
        />
      </Form.Item>
      <Form.Item name="activityStatus" label={t("seckill.list.activityStatus")}>
        <Select allowClear placeholder={t("seckill.common.choose")} style={{ width: 120 }} onChange={submit} options={enumOptions(ACTIVITY_STATUS, t)} data-testid="seckill-filter-activity-status" />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="seckill-filter-search">
            {t("seckill.common.search")}
          </Button>
          <Button
            onClick={() => {
              formProps.form?.resetFields();
              submit();
            }}
          >
            {t("seckill.common.reset")}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
