import { useEffect } from "react";
import { Button, DatePicker, Form, Input, Space } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { rangePresets } from "../../../src/widgets/dateShortcuts";
import { UserSearchInput } from "../../../src/widgets/UserSearchInput";
import { EMPTY_USER_SEARCH, userSearchQuery, type UserSearchValue } from "../../../src/widgets/userSearch";
import type { FilterValues } from "../../../src/widgets/tabbedList/listState";
import { RECORD_FILTER_FIELDS } from "./recordTabs";

type Field = (typeof RECORD_FILTER_FIELDS)[number];

interface Shape {
  dates?: [Dayjs, Dayjs] | null;
  groupActivityName?: string;
  productName?: string;
  leader?: UserSearchValue;
}

/** 开团日期, 活动名称, 商品搜索, 团长搜索. */
export function RecordFilters({ values, onSearch }: { values: FilterValues<Field>; onSearch: (next: FilterValues<Field>) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Shape>();
  const valuesKey = JSON.stringify(values);
  useEffect(() => {
    form.setFieldsValue({
      dates: values.startTime && values.endTime ? [dayjs(values.startTime), dayjs(values.endTime)] : undefined,
      groupActivityName: values.groupActivityName,
      productName: values.productName,
      leader: values.content ? { searchType: (values.searchType ?? "all") as UserSearchValue["searchType"], content: values.content } : EMPTY_USER_SEARCH,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valuesKey]);
  const submit = (shape: Shape) =>
    onSearch({
      startTime: shape.dates?.[0]?.format("YYYY-MM-DD"),
      endTime: shape.dates?.[1]?.format("YYYY-MM-DD"),
      groupActivityName: shape.groupActivityName?.trim() || undefined,
      productName: shape.productName?.trim() || undefined,
      ...userSearchQuery(shape.leader),
    });
  return (
    <Form<Shape> form={form} layout="inline" onFinish={submit} style={{ rowGap: 12 }} data-testid="record-filters">
      <Form.Item name="dates" label={t("groupbuy.records.openDate")}>
        <DatePicker.RangePicker presets={rangePresets(t)} onChange={() => form.submit()} />
      </Form.Item>
      <Form.Item name="groupActivityName" label={t("groupbuy.activity.groupName")}>
        <Input allowClear placeholder={t("groupbuy.activity.namePlaceholder")} style={{ width: 180 }} data-testid="record-filter-activity" />
      </Form.Item>
      <Form.Item name="productName" label={t("groupbuy.records.product")}>
        <Input allowClear placeholder={t("groupbuy.records.productPlaceholder")} style={{ width: 180 }} data-testid="record-filter-product" />
      </Form.Item>
      <Form.Item name="leader" label={t("groupbuy.records.leader")}>
        <UserSearchInput onSearch={() => form.submit()} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="record-filter-search">
            {t("groupbuy.common.search")}
          </Button>
          <Button
            onClick={() => {
              form.setFieldsValue({ dates: undefined, groupActivityName: undefined, productName: undefined, leader: EMPTY_USER_SEARCH });
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
