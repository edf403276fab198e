import { memo, useEffect } from "react";
import { Button, Form, Input, Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import { enumOptions } from "../../../src/enums/enumTable";
import { PRODUCT_TYPE_FILTER } from "../../../src/enums/product";
import { CategoryCascader } from "../../../src/widgets/pickers/CategoryCascader";
import { FILTER_FIELDS, type ListFilterValues } from "./listQuery";

/** Search by keyword, platform category, merchant category, product type and paid-member flag. */
export const ListFilters = memo(function ListFilters({ values, onSearch }: { values: ListFilterValues; onSearch: (values: ListFilterValues) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ListFilterValues>();
  // The fields follow the address. The category fields load their trees themselves: their
  // arrival (with the first rows) renders those two fields again, not the whole form.
  useEffect(() => form.setFieldsValue(Object.fromEntries(FILTER_FIELDS.map((field) => [field, values[field]]))), [form, values]);

  const submit = (shape: ListFilterValues) => onSearch({ ...shape, keywords: shape.keywords?.trim() || undefined });

  return (
    <Form form={form} layout="inline" onFinish={submit} style={{ rowGap: 12 }} data-testid="product-filters">
      <Form.Item name="keywords" label={t("product.list.filters.keywords")}>
        <Input allowClear placeholder={t("product.list.filters.keywordsPlaceholder")} style={{ width: 200 }} data-testid="filter-keywords" />
      </Form.Item>
      <Form.Item name="categoryId" label={t("product.list.filters.platformCategory")}>
        <CategoryCascader
          tree="platform"
          changeOnSelect
          showSearch
          allowClear
          placeholder={t("product.list.filters.platformCategoryPlaceholder")}
          style={{ width: 200 }}
          onChange={() => form.submit()}
          data-testid="filter-platform-category"
        />
      </Form.Item>
      <Form.Item name="cateId" label={t("product.list.filters.merchantCategory")}>
        <CategoryCascader
          tree="merchant"
          changeOnSelect
          allowClear
          placeholder={t("product.list.filters.merchantCategoryPlaceholder")}
          style={{ width: 200 }}
          onChange={() => form.submit()}
          data-testid="filter-merchant-category"
        />
      </Form.Item>
      <Form.Item name="productType" label={t("product.list.filters.productType")}>
        <Select
          allowClear
          options={enumOptions(PRODUCT_TYPE_FILTER, t)}
          placeholder={t("product.common.choose")}
          style={{ width: 140 }}
          onChange={() => form.submit()}
          data-testid="filter-product-type"
        />
      </Form.Item>
      <Form.Item name="isPaidMember" label={t("product.list.filters.paidMember")}>
        <Select
          allowClear
          options={[
            { value: true, label: t("product.common.yes") },
            { value: false, label: t("product.common.no") },
          ]}
          placeholder={t("product.common.choose")}
          style={{ width: 120 }}
          onChange={() => form.submit()}
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="filter-search">
            {t("product.common.search")}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t("product.common.reset")}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
});
