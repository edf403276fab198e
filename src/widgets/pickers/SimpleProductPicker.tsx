import { useEffect, useState } from "react";
import { useTable } from "@refinedev/antd";
import { Input, Modal, Table } from "antd";
import { useTranslation } from "react-i18next";
import { PICKER } from "./endpoints";
import { SIMPLE_PICKER_PAGE_SIZES } from "./pickerQuery";
import { useAllowedEach } from "../../access/useAllowed";
import { namedRowChecks } from "../listCells/rowSelection";
import { productImageColumn } from "./productImageColumn";

/** A row of the simple picker: id, image, storeName (the product's name). */
export interface SimplePick {
  id: number;
  image: string;
  name: string;
}

export interface SimpleProductPickerProps {
  open: boolean;
  onOk: (row: SimplePick) => void;
  onCancel: () => void;
}

/** The simple product picker (spec doc 1 §2.3): a keyword search over the products on sale. */
export function SimpleProductPicker({ open, onOk, onCancel }: SimpleProductPickerProps) {
  const may = useAllowedEach(PICKER.simpleProducts, ["list"]);
  const { t } = useTranslation();
  const [picked, setPicked] = useState<SimplePick>();
  const { tableProps, setFilters, setCurrentPage, tableQuery } = useTable<SimplePick>({
    resource: PICKER.simpleProducts,
    syncWithLocation: false,
    pagination: { pageSize: SIMPLE_PICKER_PAGE_SIZES[0] },
    filters: { permanent: [{ field: "type", operator: "eq", value: 1 }] },
    queryOptions: { enabled: open && may.list },
  });
  useEffect(() => {
    if (open) setPicked(undefined);
  }, [open]);
  return (
    <Modal
      okText={t("product.common.confirm")}
      cancelText={t("product.common.cancel")}
      open={open}
      width={720}
      title={t("product.picker.title")}
      onCancel={onCancel}
      destroyOnHidden
      okButtonProps={{ disabled: !picked }}
      onOk={() => picked && onOk(picked)}
      data-testid="simple-product-picker"
    >
      <Input.Search
        allowClear
        placeholder={t("product.picker.keyword")}
        onSearch={(value) => {
          setFilters([{ field: "keywords", operator: "eq", value: value.trim() || undefined }], "merge");
          setCurrentPage(1);
        }}
        style={{ width: 260, marginBottom: 12 }}
      />
      <Table<SimplePick>
        {...tableProps}
        loading={tableQuery.isFetching}
        rowKey="id"
        size="small"
        rowSelection={{ ...namedRowChecks(t("widgets.selectRow")), type: "radio", selectedRowKeys: picked ? [picked.id] : [], onChange: (_, rows) => setPicked(rows[0]) }}
        pagination={{
          ...tableProps.pagination,
          pageSizeOptions: SIMPLE_PICKER_PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (total) => t("product.common.total", { total }),
        }}
        columns={[
          { title: "ID", dataIndex: "id", width: 80 },
          productImageColumn(t("product.fields.image"), 80),
          { title: t("product.picker.storeName"), dataIndex: "name" },
        ]}
      />
    </Modal>
  );
}

export default SimpleProductPicker;
