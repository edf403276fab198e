import { Button, Card, Form, Input, Select, Space, type FormProps } from "antd";
import { useTranslation } from "react-i18next";
import { COUPON_STATUS, MERCHANT_COUPON_CATEGORY, MERCHANT_RECEIVE_TYPE } from "../../../src/enums/coupon";
import { stringOptions } from "../shared/filterOptions";

export interface CouponFilterValues {
  name?: string;
  status?: string;
  receiveType?: string;
  category?: string;
}

/** 优惠名称, 开启状态, 领取方式, 优惠类别 with search and reset. */
export function CouponFilters({ formProps }: { formProps: FormProps<CouponFilterValues> }) {
  const { t } = useTranslation();
  const submit = () => formProps.form?.submit();
  const reset = () => {
    formProps.form?.resetFields();
    submit();
  };
  const select = (name: keyof CouponFilterValues, options: { value: string; label: string }[]) => (
    <Form.Item name={name} label={t(`coupon.list.filters.${name}`)}>
      <Select allowClear placeholder={t("coupon.list.choose")} options={options} style={{ width: 160 }} onChange={submit} data-testid={`coupon-filter-${name}`} />
    </Form.Item>
  );
  return (
    <Card style={{ marginBottom: 16 }} styles={{ body: { paddingBottom: 0 } }}>
      <Form<CouponFilterValues> {...formProps} layout="inline">
        <Form.Item name="name" label={t("coupon.list.filters.name")}>
          <Input allowClear placeholder={t("coupon.list.namePlaceholder")} style={{ width: 200 }} data-testid="coupon-filter-name" />
        </Form.Item>
        {select("status", stringOptions(COUPON_STATUS, t))}
        {select("receiveType", stringOptions(MERCHANT_RECEIVE_TYPE, t))}
        {select("category", stringOptions(MERCHANT_COUPON_CATEGORY, t))}
        <Form.Item style={{ marginBottom: 24 }}>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="coupon-search">
              {t("coupon.list.search")}
            </Button>
            <Button onClick={reset}>{t("coupon.list.reset")}</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}

/** The filter form's values as Refine filters (blanks are dropped by the data provider). */
export const couponFilters = (v: CouponFilterValues) => [
  { field: "name", operator: "eq" as const, value: v.name?.trim() || undefined },
  { field: "status", operator: "eq" as const, value: v.status },
  { field: "receiveType", operator: "eq" as const, value: v.receiveType },
  { field: "category", operator: "eq" as const, value: v.category },
];
