import { useState } from "react";
import { useTable } from "@refinedev/antd";
import { Alert, Button, Form, Input, Modal, Select, Space, Table } from "antd";
import { useTranslation } from "react-i18next";
import { useAllowed } from "../../access/useAllowed";
import { toastWarning } from "../../../providers/notify";
import { CategoryCascader } from "./CategoryCascader";
import { PICKER } from "./endpoints";
import { marketingFilters, overMax, PICKER_PAGE_SIZES, pickerFilters, type PickerSearch } from "./pickerQuery";
import type { PickerRow, ProductPick, ProductPickerProps } from "./types";
import { namedRowChecks } from "../listCells/rowSelection";
import { productImageColumn } from "./productImageColumn";

export const PRODUCT_PICKER_WIDTH = 944;

interface SearchForm {
  name?: string;
  categoryId?: number;
  cateId?: number;
  shelf?: 0 | 1;
}

/**
 * 商品列表 (spec doc 1 §2.3): search by name, platform category, merchant category and shelf
 * status; a radio in single mode, checkboxes in multiple mode (at most `max`); paged 10/20/30/40.
 * In marketing mode it lists the goods a flash sale or a group buy may take.
 */
export function ProductPicker<Row extends PickerRow = ProductPick>({ open, multiple = false, max, value, onOk, onCancel, marketing }: ProductPickerProps<Row>) {
  const { t } = useTranslation();
  const mayList = useAllowed(marketing ? PICKER.marketingProducts : PICKER.products, "list");
  const [form] = Form.useForm<SearchForm>();
  const [chosen, setChosen] = useState<Map<number, Row>>(new Map());
  const filtersOf = (search: PickerSearch) => (marketing ? marketingFilters(search, marketing) : pickerFilters(search));

  const { tableProps, setFilters, setCurrentPage, tableQuery } = useTable<Row>({
    resource: marketing ? PICKER.marketingProducts : PICKER.products,
    syncWithLocation: false,
    pagination: { pageSize: PICKER_PAGE_SIZES[0] },
    filters: { defaultBehavior: "replace", initial: marketing ? filtersOf({}) : undefined },
    queryOptions: { enabled: open && mayList },
  });

  // Each opening starts from the caller's choice, taken as it opens: callers pass a new array
  // each render, and taking it again whenever they re-render (a list behind the dialog
  // refreshing) threw away what the merchant had just ticked.
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChosen(new Map((value ?? []).map((row) => [row.id, row])));
  }

  const search = (shape: SearchForm) => {
    const next: PickerSearch = { name: shape.name, categoryId: shape.categoryId, cateId: shape.cateId, shelf: shape.shelf };
    setFilters(filtersOf(next), "replace");
    setCurrentPage(1);
  };

  const rows = tableProps.dataSource ?? [];
  const select = (keys: React.Key[]) => {
    const next = multiple ? new Map(chosen) : new Map<number, Row>();
    // Rows of this page leave unless still ticked; rows of other pages stay.
    if (multiple) for (const row of rows) next.delete(row.id);
    for (const key of keys) {
      const row = rows.find((r) => r.id === key) ?? chosen.get(Number(key));
      if (row) next.set(row.id, row);
    }
    setChosen(next);
  };

  const confirm = () => {
    const list = [...chosen.values()];
    if (overMax(list.length, max)) return toastWarning(t("product.picker.atMost", { max }));
    onOk(list);
  };

  return (
    <Modal
      open={open}
      width={PRODUCT_PICKER_WIDTH}
      title={t("product.picker.title")}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {t("product.common.cancel")}
        </Button>,
        <Button key="ok" type="primary" onClick={confirm} data-testid="product-picker-ok">
          {t("product.common.confirm")}
          {multiple && chosen.size > 0 ? ` (${chosen.size})` : ""}
        </Button>,
      ]}
      data-testid="product-picker"
    >
      <Form form={form} layout="inline" onFinish={search} style={{ rowGap: 8, marginBottom: 12 }}>
        <Form.Item name="name">
          <Input allowClear placeholder={t("product.picker.name")} style={{ width: 180 }} data-testid="product-picker-name" />
        </Form.Item>
        <Form.Item name="categoryId">
          <CategoryCascader tree="platform" changeOnSelect allowClear placeholder={t("product.picker.platformCategory")} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="cateId">
          <CategoryCascader tree="merchant" changeOnSelect allowClear placeholder={t("product.picker.merchantCategory")} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="shelf">
          <Select
            allowClear
            placeholder={t("product.picker.shelf")}
            style={{ width: 110 }}
            options={[
              { value: 1, label: t("product.enums.shelf.on") },
              { value: 0, label: t("product.enums.shelf.off") },
            ]}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" data-testid="product-picker-search">
            {t("product.common.search")}
          </Button>
        </Form.Item>
      </Form>
      {tableQuery.isError && (
        <Alert type="error" showIcon style={{ marginBottom: 12 }} message={tableQuery.error?.message} data-testid="product-picker-error" />
      )}
      <Table<Row>
        {...tableProps}
        loading={tableQuery.isFetching}
        rowKey="id"
        size="small"
        scroll={{ y: 400 }}
        rowSelection={{
          ...namedRowChecks(t("widgets.selectRow")),
          type: multiple ? "checkbox" : "radio",
          selectedRowKeys: [...chosen.keys()],
          onChange: select,
        }}
        pagination={{
          ...tableProps.pagination,
          pageSizeOptions: PICKER_PAGE_SIZES,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total) => t("product.common.total", { total }),
        }}
        columns={[
          { title: "ID", dataIndex: "id", width: 70 },
          productImageColumn(t("product.fields.image"), 70),
          { title: t("product.fields.name"), dataIndex: "name", ellipsis: true },
          { title: t("product.fields.category"), dataIndex: "categoryName", width: 120, ellipsis: true },
          { title: t("product.fields.price"), dataIndex: "price", width: 90 },
          { title: t("product.fields.stock"), dataIndex: "stock", width: 80 },
          {
            title: t("product.fields.status"),
            dataIndex: "isShow",
            width: 80,
            render: (isShow: boolean) => <Space>{t(isShow ? "product.enums.shelf.on" : "product.enums.shelf.off")}</Space>,
          },
        ]}
      />
    </Modal>
  );
}

export default ProductPicker;
