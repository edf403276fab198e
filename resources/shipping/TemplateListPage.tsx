import { useState } from "react";
import { Button, Card, Form, Input, Space, Table } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useTable } from "@refinedev/antd";
import { useDelete, type HttpError } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { toastSuccess } from "../../providers/notify";
import type { ShippingTemplate } from "../../server/areas/shipping/contract";
import { EnumTag } from "../../src/enums/EnumTag";
import { SHIPPING_APPOINT, SHIPPING_TYPE } from "../../src/enums/shipping";
import { confirmDelete } from "../../src/widgets/confirmDelete";
import { tablePagination } from "../../src/widgets/tablePagination";
import { SHIPPING } from "./endpoints";
import { TemplateDrawer } from "./editor/TemplateDrawer";
import { refreshTemplateCache, useTemplateCache } from "./templateCache";
import { useAllowedEach } from "../../src/access/useAllowed";

interface SearchValues {
  keywords?: string;
}

/** /operation/freightSet: shipping templates with search, add, edit and delete. */
export default function TemplateListPage() {
  const may = useAllowedEach(SHIPPING.templates, ["create", "show", "edit", "delete"]);
  const { t } = useTranslation();
  const { tableProps, searchFormProps } = useTable<ShippingTemplate, HttpError, SearchValues>({
    resource: SHIPPING.templates,
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    onSearch: (v) => [{ field: "keywords", operator: "eq", value: v.keywords?.trim() || undefined }],
  });
  // Mounted here so that a refresh after a change loads the cached list again at once.
  useTemplateCache();
  const { mutateAsync: deleteOne } = useDelete();
  const [editing, setEditing] = useState<{ id?: number }>();

  const remove = (row: ShippingTemplate) =>
    void confirmDelete({
      onOk: async () => {
        await deleteOne({ resource: SHIPPING.templates, id: row.id, successNotification: false, errorNotification: false });
        toastSuccess(t("shipping.list.deleted"));
        refreshTemplateCache();
      },
    });

  return (
    <>
      <Card style={{ marginBottom: 16 }} styles={{ body: { paddingBottom: 0 } }}>
        <Form<SearchValues> {...searchFormProps} layout="inline">
          <Form.Item name="keywords" label={t("shipping.list.name")}>
            <Input allowClear placeholder={t("shipping.list.namePlaceholder")} style={{ width: 220 }} data-testid="template-search-name" />
          </Form.Item>
          <Form.Item style={{ marginBottom: 24 }}>
            <Button type="primary" htmlType="submit" data-testid="template-search">
              {t("shipping.list.search")}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card>
        {may.create && (
          <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }} onClick={() => setEditing({})} data-testid="template-add">
            {t("shipping.list.add")}
          </Button>
        )}
        <Table<ShippingTemplate>
          {...tableProps}
          rowKey="id"
          size="small"
          pagination={tablePagination(tableProps.pagination, (total) => t("shipping.list.total", { total }))}
          data-testid="template-table"
          columns={[
            { title: "ID", dataIndex: "id", width: 80 },
            { title: t("shipping.list.name"), dataIndex: "name", ellipsis: true },
            { title: t("shipping.list.type"), dataIndex: "type", width: 110, render: (v: number) => <EnumTag table={SHIPPING_TYPE} value={v} /> },
            { title: t("shipping.list.appoint"), dataIndex: "appoint", width: 110, render: (v: number) => <EnumTag table={SHIPPING_APPOINT} value={v} /> },
            { title: t("shipping.list.sort"), dataIndex: "sort", width: 90 },
            { title: t("shipping.list.createTime"), dataIndex: "createTime", width: 180 },
            {
              title: t("shipping.list.actions"),
              key: "actions",
              width: 140,
              render: (_, row) => (
                <Space size={0}>
                  {may.show && may.edit && (
                    <Button type="link" size="small" onClick={() => setEditing({ id: row.id })} data-testid={`template-edit-${row.id}`}>
                      {t("shipping.list.edit")}
                    </Button>
                  )}
                  {may.delete && (
                    <Button type="link" size="small" danger onClick={() => remove(row)} data-testid={`template-delete-${row.id}`}>
                      {t("shipping.list.delete")}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {editing && <TemplateDrawer id={editing.id} onClose={() => setEditing(undefined)} onSaved={() => setEditing(undefined)} />}
    </>
  );
}
