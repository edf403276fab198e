import { useState } from "react";
import { Button, Card, Form, Input, Space, Switch, Table, Tag } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useTable } from "@refinedev/antd";
import { useDelete, type HttpError } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import { toastSuccess } from "../../../providers/notify";
import type { MerchantExpress } from "../../../server/areas/express/contract";
import { confirmDelete } from "../../../src/widgets/confirmDelete";
import { tablePagination } from "../../../src/widgets/tablePagination";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { EXPRESS_AUTH as A } from "../area";
import { EXPRESS } from "../endpoints";
import { AccountDialog } from "./AccountDialog";
import { AddCourierDialog } from "./AddCourierDialog";

/** /operation/logisticsManagement: the merchant's couriers — open, default, monthly account, delete, add. */
export default function CourierListPage() {
  const { t } = useTranslation();
  const { tableProps, searchFormProps, tableQuery } = useTable<MerchantExpress, HttpError, { keywords?: string }>({
    resource: EXPRESS.couriers,
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    onSearch: (v) => [{ field: "keywords", operator: "eq", value: v.keywords?.trim() || undefined }],
  });
  const reload = () => void tableQuery.refetch();
  const { run } = useRunAction();
  const { mutateAsync: deleteOne } = useDelete();
  const [adding, setAdding] = useState(false);
  const [account, setAccount] = useState<MerchantExpress>();

  const act = (action: "open" | "default", row: MerchantExpress, success: string) =>
    void run(EXPRESS.couriers, action, { id: row.id }, t(success))
      .catch(() => undefined)
      .finally(reload);

  const remove = (row: MerchantExpress) =>
    void confirmDelete({
      content: t("express.couriers.deleteConfirm"),
      onOk: async () => {
        await deleteOne({ resource: EXPRESS.couriers, id: row.id, successNotification: false, errorNotification: false });
        toastSuccess(t("express.common.deleted"));
      },
    });

  return (
    <>
      <Card style={{ marginBottom: 16 }} styles={{ body: { paddingBottom: 0 } }}>
        <Form {...searchFormProps} layout="inline">
          <Form.Item name="keywords" label={t("express.couriers.keywords")}>
            <Input allowClear placeholder={t("express.couriers.keywordsPlaceholder")} style={{ width: 220 }} data-testid="courier-search-keywords" />
          </Form.Item>
          <Form.Item style={{ marginBottom: 24 }}>
            <Button type="primary" htmlType="submit">
              {t("express.common.search")}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card>
        {canDo(A.relate) && canDo(A.all) && (
          <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }} onClick={() => setAdding(true)} data-testid="courier-add">
            {t("express.couriers.add")}
          </Button>
        )}
        <Table<MerchantExpress>
          {...tableProps}
          rowKey="id"
          size="small"
          pagination={tablePagination(tableProps.pagination, (total) => t("express.common.total", { total }))}
          data-testid="courier-table"
          columns={[
            { title: "ID", dataIndex: "id", width: 70 },
            {
              title: t("express.couriers.name"),
              dataIndex: "name",
              render: (name: string, row) => (
                <Space size={4}>
                  {row.isDefault && (
                    <Tag color="blue" data-testid={`courier-default-tag-${row.id}`}>
                      {t("express.couriers.defaultTag")}
                    </Tag>
                  )}
                  <span>{name}</span>
                </Space>
              ),
            },
            { title: t("express.couriers.code"), dataIndex: "code", width: 120 },
            {
              title: t("express.couriers.status"),
              dataIndex: "isOpen",
              width: 120,
              render: (open: boolean, row) =>
                canDo(A.open) ? (
                  <Switch
                    checked={open}
                    disabled={row.isDefault}
                    checkedChildren={t("express.couriers.on")}
                    unCheckedChildren={t("express.couriers.off")}
                    onChange={() => act("open", row, "express.couriers.statusChanged")}
                    data-testid={`courier-open-${row.id}`}
                  />
                ) : (
                  t(open ? "express.couriers.on" : "express.couriers.off")
                ),
            },
            {
              title: t("express.common.actions"),
              key: "actions",
              width: 260,
              render: (_, row) => (
                <Space size={0} wrap>
                  {row.isOpen && canDo(A.default) && (
                    <Button type="link" size="small" onClick={() => act("default", row, "express.common.done")} data-testid={`courier-default-${row.id}`}>
                      {t(row.isDefault ? "express.couriers.unsetDefault" : "express.couriers.setDefault")}
                    </Button>
                  )}
                  {(row.partnerId || row.partnerKey || row.net) && canDo(A.update) && (
                    <Button type="link" size="small" onClick={() => setAccount(row)} data-testid={`courier-account-${row.id}`}>
                      {t("express.couriers.editAccount")}
                    </Button>
                  )}
                  {canDo(A.delete) && (
                    <Button type="link" size="small" danger onClick={() => remove(row)} data-testid={`courier-delete-${row.id}`}>
                      {t("express.common.delete")}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {adding && (
        <AddCourierDialog
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            reload();
          }}
        />
      )}
      {account && (
        <AccountDialog
          courier={account}
          onClose={() => setAccount(undefined)}
          onSaved={() => {
            setAccount(undefined);
            reload();
          }}
        />
      )}
    </>
  );
}
