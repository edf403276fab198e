import { useEffect } from "react";
import { Button, DatePicker, Form, Input, Select, Space } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { enumOptions } from "../../../src/enums/enumTable";
import { ACTIVITY_STATUS } from "../../../src/enums/marketing";
import type { FilterValues } from "../../../src/widgets/tabbedList/listState";

export const GROUP_FILTER_FIELDS = ["groupName", "groupProcess", "startTime", "activityStatus"] as const;
type Field = (typeof GROUP_FILTER_FIELDS)[number];

interface Shape {
  groupName?: string;
  groupProcess?: string;
  startTime?: Dayjs | null;
  activityStatus?: string;
}

const textOptions = (options: { value: number | string; label: string }[]) => options.map((o) => ({ ...o, value: String(o.value) }));

/** 活动名称, 活动进程, 活动日期, 活动状态: kept in the address with the tab. */
export function GroupActivityFilters({ values, onSearch }: { values: FilterValues<Field>; onSearch: (next: FilterValues<Field>) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Shape>();
  const valuesKey = JSON.stringify(values);
  useEffect(() => {
    form.setFieldsValue({ ...values, startTime: values.startTime ? dayjs(values.startTime) : undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valuesKey]);
  const submit = (shape: Shape) =>
    onSearch({
      groupName: shape.groupName?.trim() || undefined,
      groupProcess: shape.groupProcess,
      startTime: shape.startTime ? shape.startTime.format("YYYY-MM-DD") : undefined,
      activityStatus: shape.activityStatus,
    });
  const now = () => form.submit();
  return (
    <Form<Shape> form={form} layout="inline" onFinish={submit} style={{ rowGap: 12 }} data-testid="group-filters">
      <Form.Item name="groupName" label={t("groupbuy.activity.groupName")}>
        <Input allowClear placeholder={t("groupbuy.activity.namePlaceholder")} style={{ width: 180 }} data-testid="group-filter-name" />
      </Form.Item>
      <Form.Item name="groupProcess" label={t("groupbuy.activity.groupProcess")}>
        <Select allowClear placeholder={t("groupbuy.common.choose")} style={{ width: 130 }} onChange={now} options={textOptions(enumOptions(ACTIVITY_STATUS, t))} data-testid="group-filter-process" />
      </Form.Item>
      <Form.Item name="startTime" label={t("groupbuy.activity.date")}>
        <DatePicker onChange={now} data-testid="group-filter-date" />
      </Form.Item>
      <Form.Item name="activityStatus" label={t("groupbuy.activity.activityStatus")}>
        <Select
          allowClear
          placeholder={t("groupbuy.common.choose")}
          style={{ width: 120 }}
          onChange={now}
          options={[
            { value: "1", label: t("groupbuy.activity.on") },
            { value: "0", label: t("groupbuy.activity.off") },
          ]}
          data-testid="group-filter-switch"
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="group-filter-search">
            {t("groupbuy.common.search")}
          </Button>
          <Button
            onClick={() => {
              form.setFieldsValue({ groupName: undefined, groupProcess: undefined, startTime: undefined, activityStatus: undefined });
              form.submit();
            }}
          >
            {t("groupbuy.common.reset")}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
