import { Button, Card, Form, Select, Space, type FormProps } from "antd";
import { useTranslation } from "react-i18next";
import { SEX } from "../../../src/enums/customer";
import { enumOptions } from "../../../src/enums/enumTable";
import { REGISTER_TYPE } from "../../../src/enums/system";
import { DateLimitInput } from "../../../src/widgets/DateLimitInput";
import { UserSearchInput } from "../../../src/widgets/UserSearchInput";
import { EMPTY_USER_SEARCH } from "../../../src/widgets/userSearch";
import type { CustomerSearchValues } from "./customerSearch";

interface CustomerFiltersProps {
  formProps: FormProps<CustomerSearchValues>;
  /** What the address says is filtered, shown when the page opens. */
  initial: CustomerSearchValues;
}

const CLEARED: CustomerSearchValues = { registerType: undefined, sex: undefined, dateLimit: "", user: EMPTY_USER_SEARCH };

/** Registration channel, sex, registration date (shortcut or range) and the user search. */
export function CustomerFilters({ formProps, initial }: CustomerFiltersProps) {
  const { t } = useTranslation();
  const form = formProps.form;
  return (
    <Card style={{ marginBottom: 16 }}>
      <Form<CustomerSearchValues> {...formProps} layout="inline" initialValues={initial} style={{ rowGap: 12 }} data-testid="customer-filters">
        <Form.Item name="user" label={t("customer.filters.user")}>
          <UserSearchInput onSearch={() => form?.submit()} />
        </Form.Item>
        <Form.Item name="registerType" label={t("customer.fields.registerType")}>
          <Select
            allowClear
            style={{ width: 140 }}
            options={enumOptions(REGISTER_TYPE, t)}
            placeholder={t("customer.filters.all")}
            onChange={() => form?.submit()}
            data-testid="customer-filter-register"
          />
        </Form.Item>
        <Form.Item name="sex" label={t("customer.fields.sex")}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={enumOptions(SEX, t)}
            placeholder={t("customer.filters.all")}
            onChange={() => form?.submit()}
            data-testid="customer-filter-sex"
          />
        </Form.Item>
        <Form.Item name="dateLimit" label={t("customer.filters.registered")}>
          <DateLimitInput onChange={() => form?.submit()} data-testid="customer-filter-date" />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="customer-search">
              {t("customer.filters.search")}
            </Button>
            <Button
              onClick={() => {
                form?.setFieldsValue(CLEARED);
                form?.submit();
              }}
              data-testid="customer-reset"
            >
              {t("customer.filters.reset")}
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
