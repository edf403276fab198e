import { useState } from "react";
import { Button, Card, Form, Select, Space, Switch, Table, Tag } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useTable } from "@refinedev/antd";
import { useDelete, type HttpError } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { canDo } from "../../providers/accessControl";
import { toastSuccess } from "../../providers/notify";
import { confirmDelete } from "../../src/widgets/confirmDelete";
import { modalApi } from "../../src/widgets/modalHost";
import { useRunAction } from "../../src/widgets/useRunAction";
import type { MerchantAddress } from "../../server/areas/address/contract";
import { ADDRESS_AUTH as A } from "./area";
import { AddressDialog } from "./AddressDialog";
import { ADDRESS } from "./endpoints";

type ShowFilter = "all" | "true" | "false";

/** /operation/businessAddress — 商家地址: where returns go; add, edit, make default, show or hide, delete. */
export default function AddressListPage() {
  const { t } = useTranslation();
  const { tableProps, tableQuery, searchFormProps } = useTable<MerchantAddress, HttpError, { isShow?: ShowFilter }>({
    resource: ADDRESS.addresses,
    pagination: { mode: "off" },
    syncWithLocation: true,
    onSearch: (v) => [{ field: "isShow", operator: "eq", value: v.isShow && v.isShow !== "all" ? v.isShow : undefined }],
  });
  const reload = () => void tableQuery.refetch();
  const { run } = useRunAction();
  const { mutateAsync: deleteOne } = useDelete();
  const [editing, setEditing] = useState<{ address?: MerchantAddress }>();

  const act = (action: "setDefault" | "toggleShow", row: MerchantAddress, done: string) =>
    void run(ADDRESS.addresses, action, { id: row.id }, t(done))
      .catch(() => undefined)
      .finally(reload);

  const makeDefault = (row: MerchantAddress) =>
    modalApi().confirm({
      title: t("address.setDefaultTitle"),
      content: t("address.setDefaultConfirm"),
      okText: t("address.common.ok"),
      cancelText: t("address.common.cancel"),
      okButtonProps: { "data-testid": "address-set-default-ok" },
      onOk: () => act("setDefault", row, "address.defaultSet"),
    });

  const remove = (row: MerchantAddress) =>
    void confirmDelete({
      content: t("address.deleteConfirm"),
      onOk: async () => {
        await deleteOne({ resource: ADDRESS.addresses, id: row.id, successNotification: false, errorNotification: false });
        toastSuccess(t("address.common.deleted"));
      },
    });

  return (
    <>
      <Card style={{ marginBottom: 16 }} styles={{ body: { paddingBottom: 0 } }}>
        <Form {...searchFormProps} layout="inline" initialValues={{ isShow: "all" }}>
          <Form.Item name="isShow" label={t("address.fields.isShow")} style={{ marginBottom: 24 }}>
            <Select<ShowFilter>
              style={{ width: 140 }}
              onChange={() => searchFormProps.form?.submit()}
              options={[
                { value: "all", label: t("address.filters.all") },
                { value: "true", label: t("address.common.on") },
                { value: "false", label: t("address.common.off") },
              ]}
              data-testid="address-filter-show"
            />
          </Form.Item>
        </Form>
      </Card>
      <Card>
        {canDo(A.add) && (
          <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }} onClick={() => setEditing({})} data-testid="address-add">
            {t("address.add")}
          </Button>
        )}
        <Table<MerchantAddress>
          {...tableProps}
          rowKey="id"
          size="small"
          pagination={false}
          data-testid="address-table"
          columns={[
            { title: "ID", dataIndex: "id", width: 70 },
            {
              title: t("address.fields.detail"),
              dataIndex: "detail",
              render: (detail: string, row) => (
                <span data-testid={`address-detail-${row.id}`}>
                  {row.isDefault && (
                    <Tag color="blue" data-testid={`address-default-tag-${row.id}`}>
                      {t("address.defaultTag")}
                    </Tag>
                  )}
                  {detail}
                </span>
              ),
            },
            { title: t("address.fields.receiverName"), dataIndex: "receiverName", width: 160, ellipsis: true },
            { title: t("address.fields.receiverPhone"), dataIndex: "receiverPhone", width: 140 },
            {
              title: t("address.fields.isShow"),
              dataIndex: "isShow",
              width: 120,
              render: (shown: boolean, row) =>
                canDo(A.toggleShow) ? (
                  <Switch
                    checked={shown}
                    disabled={row.isDefault}
                    title={row.isDefault ? t("address.defaultStays") : undefined}
                    checkedChildren={t("address.common.on")}
                    unCheckedChildren={t("address.common.off")}
                    onChange={() => act("toggleShow", row, "address.showChanged")}
                    data-testid={`address-show-${row.id}`}
                  />
                ) : (
                  t(shown ? "address.common.on" : "address.common.off")
                ),
            },
            {
              title: t("address.common.actions"),
              key: "actions",
              width: 230,
              render: (_, row) => (
                <Space size={0}>
                  {canDo(A.update) && (
                    <Button type="link" size="small" onClick={() => setEditing({ address: row })} data-testid={`address-edit-${row.id}`}>
                      {t("address.common.edit")}
                    </Button>
                  )}
                  {!row.isDefault && row.isShow && canDo(A.setDefault) && (
                    <Button type="link" size="small" onClick={() => makeDefault(row)} data-testid={`address-set-default-${row.id}`}>
                      {t("address.setDefault")}
                    </Button>
                  )}
                  {!row.isDefault && canDo(A.delete) && (
                    <Button type="link" size="small" danger onClick={() => remove(row)} data-testid={`address-delete-${row.id}`}>
                      {t("address.common.delete")}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {editing && (
        <AddressDialog
          address={editing.address}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            reload();
          }}
        />
      )}
    </>
  );
}
