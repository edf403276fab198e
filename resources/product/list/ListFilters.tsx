import { memo, useDeferredValue, useEffect, useMemo } from "react";
import { Button, Cascader, Form, Input, Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import { enumOptions } from "../../../src/enums/enumTable";
import { PRODUCT_TYPE_FILTER } from "../../../src/enums/product";
import { pathTo, toCascader, useMerchantCategoryTree, usePlatformCategoryTree } from "../../../src/widgets/pickers/categoryTrees";
import type { ListFilterValues } from "./listQuery";

interface FormShape {
  keywords?: string;
  categoryPath?: number[];
  catePath?: number[];
  productType?: number;
  isPaidMember?: boolean;
}

const last = (path: number[] | undefined) => (path?.length ? path[path.length - 1] : undefined);
const NO_PATH: number[] = [];
/** A chosen category's path in its tree: the same empty path while none is chosen, whatever the tree. */
const pathOf = (tree: Parameters<typeof pathTo>[0], id: number | undefined) => (id === undefined ? NO_PATH : pathTo(tree, id));

/** Search by keyword, platform category, merchant category, product type and paid-member flag. */
export const ListFilters = memo(function ListFilters({ values, onSearch }: { values: ListFilterValues; onSearch: (values: ListFilterValues) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormShape>();
  // The trees arrive with the first rows: their choices are built at low priority, after the rows.
  const platformTree = useDeferredValue(usePlatformCategoryTree().list);
  const merchantTree = useDeferredValue(useMerchantCategoryTree().list);
  const platformOptions = useMemo(() => toCascader(platformTree), [platformTree]);
  const merchantOptions = useMemo(() => toCascader(merchantTree), [merchantTree]);

  // The fields follow the address. A tree's arrival touches them only when a category of it is
  // chosen (its path can only be known then): each write renders every field again.
  const categoryPath = useMemo(() => pathOf(platformTree, values.categoryId), [platformTree, values.categoryId]);
  const catePath = useMemo(() => pathOf(merchantTree, values.cateId), [merchantTree, values.cateId]);
  useEffect(() => {
    form.setFieldsValue({
      keywords: values.keywords,
      categoryPath,
      catePath,
      productType: values.productType,
      isPaidMember: values.isPaidMember,
    });
  }, [form, values, categoryPath, catePath]);

  const submit = (shape: FormShape) =>
    onSearch({
      keywords: shape.keywords?.trim() || undefined,
      categoryId: last(shape.categoryPath),
      cateId: last(shape.catePath),
      productType: shape.productType,
      isPaidMember: shape.isPaidMember,
    });

  return (
    <Form form={form} layout="inline" onFinish={submit} style={{ rowGap: 12 }} data-testid="product-filters">
      <Form.Item name="keywords" label={t("product.list.filters.keywords")}>
        <Input allowClear placeholder={t("product.list.filters.keywordsPlaceholder")} style={{ width: 200 }} data-testid="filter-keywords" />
      </Form.Item>
      <Form.Item name="categoryPath" label={t("product.list.filters.platformCategory")}>
        <Cascader
          options={platformOptions}
          changeOnSelect
          showSearch
          allowClear
          placeholder={t("product.list.filters.platformCategoryPlaceholder")}
          style={{ width: 200 }}
          onChange={() => form.submit()}
          data-testid="filter-platform-category"
        />
      </Form.Item>
      <Form.Item name="catePath" label={t("product.list.filters.merchantCategory")}>
        <Cascader
          options={merchantOptions}
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
