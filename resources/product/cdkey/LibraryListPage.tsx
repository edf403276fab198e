import { useState } from "react";
import { useTable } from "@refinedev/antd";
import { Button, Card, Form, Input, Space, Table } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { confirmDelete } from "../../../src/widgets/confirmDelete";
import { formatTime } from "../../../src/widgets/format";
import { PRODUCT } from "../endpoints";
import { PAGE_SIZES, tablePagination } from "../../../src/widgets/tablePagination";
import { useRunAction } from "../../../src/widgets/useRunAction";
import type { CdkeyLibrary } from "../types";
import { LibraryDialog } from "./LibraryDialog";
import { secretsPath } from "./secretsPath";
import { useAllowedEach } from "../../../src/access/useAllowed";

/** /product/cdkey: card-secret libraries with search, add, edit, delete and their secrets. */
export default function LibraryListPage() {
  const mayCardSecrets = useAllowedEach(PRODUCT.secrets, ["list"]);
  const mayCdkeyLibraries = useAllowedEach(PRODUCT.libraries, ["create", "edit", "delete"]);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tableProps, setFilters, setCurrentPage, tableQuery } = useTable<CdkeyLibrary>({
    resource: PRODUCT.libraries,
    syncWithLocation: true,
    pagination: { pageSize: PAGE_SIZES[0] },
  });
  const [dialog, setDialog] = useState<{ library?: CdkeyLibrary } | null>(null);
  const { run } = useRunAction();
  const refetch = () => void tableQuery.refetch();
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Card size="small">
        <Form
          layout="inline"
          onFinish={(v: { name?: string; productName?: string }) => {
            setFilters(
              [
                { field: "name", operator: "eq", value: v.name?.trim() || undefined },
                { field: "productName", operator: "eq", value: v.productName?.trim() || undefined },
              ],
              "merge",
            );
            setCurrentPage(1);
          }}
        >
          <Form.Item name="name" label={t("product.cdkey.name")}>
            <Input allowClear style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="productName" label={t("product.cdkey.product")}>
            <Input allowClear style={{ width: 180 }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit">
              {t("product.common.search")}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card
        title={t("titles.product.cdkey")}
        extra={
          mayCdkeyLibraries.create && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})} data-testid="library-add">
              {t("product.cdkey.add")}
            </Button>
          )
        }
      >
        <Table<CdkeyLibrary>
          {...tableProps}
          rowKey="id"
          pagination={tablePagination(tableProps.pagination, (total) => t("product.common.total", { total }))}
          columns={[
            { title: "ID", dataIndex: "id", width: 70 },
            { title: t("product.cdkey.name"), dataIndex: "name" },
            {
              title: t("product.cdkey.product"),
              key: "product",
              render: (_, r) => (r.productName ? `${r.productName}${r.productAttrValueName ? ` / ${r.productAttrValueName}` : ""}` : "-"),
            },
            { title: t("product.cdkey.usage"), key: "usage", width: 120, render: (_, r) => `${r.usedNum} / ${r.totalNum}` },
            { title: t("product.cdkey.remark"), dataIndex: "remark", ellipsis: true },
            { title: t("product.common.createTime"), dataIndex: "createTime", width: 160, render: (v: string) => formatTime(v) },
            {
              title: t("product.common.actions"),
              key: "actions",
              width: 220,
              render: (_, r) => (
                <Space size={0}>
                  {mayCardSecrets.list && (
                    <Button type="link" size="small" onClick={() => navigate(secretsPath(r.id, r.name))} data-testid={`library-secrets-${r.id}`}>
                      {t("product.cdkey.secrets")}
                    </Button>
                  )}
                  {mayCdkeyLibraries.edit && (
                    <Button type="link" size="small" onClick={() => setDialog({ library: r })}>
                      {t("product.common.edit")}
                    </Button>
                  )}
                  {mayCdkeyLibraries.delete && (
                    <Button
                      type="link"
                      size="small"
                      danger
                      onClick={() =>
                        void confirmDelete({ onOk: () => run(PRODUCT.libraries, "delete", { id: r.id }, t("product.common.deleted")) }).then(
                          (ok) => ok && refetch(),
                        )
                      }
                    >
                      {t("product.common.delete")}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
          data-testid="library-table"
        />
      </Card>
      {dialog && (
        <LibraryDialog
          library={dialog.library}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            refetch();
          }}
        />
      )}
    </Space>
  );
}
