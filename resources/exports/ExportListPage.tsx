import { Button, Card, Form, Select, Table, Typography } from "antd";
import { DownloadOutlined } from "@ant-design/icons";
import { useTable } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { ExportRecord } from "../../server/areas/exports/contract";
import { useEnumTags } from "../../src/enums/EnumTag";
import { enumOptions } from "../../src/enums/enumTable";
import { EXPORT_TYPE } from "../../src/enums/shop";
import { formatSize } from "../../src/widgets/library/formatSize";
import { tablePagination } from "../../src/widgets/tablePagination";
import { EXPORT_RECORDS } from "./endpoints";

/** /operation/export: every export the merchant made (orders, products, funds flow), newest first, with its file. */
export default function ExportListPage() {
  const { t } = useTranslation();
  const { tableProps, searchFormProps } = useTable<ExportRecord, HttpError, { type?: string }>({
    resource: EXPORT_RECORDS,
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    onSearch: (v) => [{ field: "type", operator: "eq", value: v.type || undefined }],
  });
  const typeTag = useEnumTags(EXPORT_TYPE);
  const f = (key: string) => t(`exports.fields.${key}`);
  return (
    <>
      <Card style={{ marginBottom: 16 }} styles={{ body: { paddingBottom: 0 } }}>
        <Form {...searchFormProps} layout="inline">
          <Form.Item name="type" label={f("type")}>
            <Select allowClear placeholder={t("exports.allTypes")} options={enumOptions(EXPORT_TYPE, t)} style={{ width: 160 }} onChange={() => searchFormProps.form?.submit()} data-testid="export-type-filter" />
          </Form.Item>
          <Form.Item style={{ marginBottom: 24 }}>
            <Typography.Text type="secondary">{t("exports.hint")}</Typography.Text>
          </Form.Item>
        </Form>
      </Card>
      <Card>
        <Table<ExportRecord>
          {...tableProps}
          rowKey="id"
          size="small"
          pagination={tablePagination(tableProps.pagination, (total) => t("exports.total", { total }))}
          locale={{ emptyText: t("exports.empty") }}
          data-testid="export-table"
          columns={[
            { title: "ID", dataIndex: "id", width: 70 },
            { title: f("type"), dataIndex: "type", width: 110, render: (value: string) => typeTag(value) },
            { title: f("fileName"), dataIndex: "fileName", ellipsis: true },
            { title: f("admin"), dataIndex: "adminAccount", width: 140 },
            { title: f("createTime"), dataIndex: "createTime", width: 170 },
            { title: f("rows"), dataIndex: "rows", width: 90, align: "right" },
            { title: f("size"), dataIndex: "size", width: 100, align: "right", render: (size: number) => formatSize(size) },
            {
              title: f("actions"),
              key: "actions",
              width: 110,
              render: (_, row) => (
                <Button type="link" size="small" icon={<DownloadOutlined />} href={row.url} download={row.fileName} data-testid={`export-download-${row.id}`}>
                  {t("exports.download")}
                </Button>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}
