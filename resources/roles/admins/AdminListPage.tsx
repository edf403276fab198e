import { useState } from "react";
import { Button, Card, Form, Input, Select, Space, Table, Tag } from "antd";
import { useTable } from "@refinedev/antd";
import { useDelete, type HttpError } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { toastSuccess } from "../../../providers/notify";
import { currentAdmin } from "../../../providers/session";
import type { SystemAdminResponse } from "../../../server/areas/admin/contract";
import { ON_OFF } from "../../../src/enums/common";
import { enumLabel, enumOptions } from "../../../src/enums/enumTable";
import { confirmDelete } from "../../../src/widgets/confirmDelete";
import { CellSwitch } from "../../../src/widgets/listCells/CellSwitch";
import { tablePagination, wideScroll } from "../../../src/widgets/tablePagination";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { ROLES } from "../endpoints";
import { AdminDialog } from "./AdminDialog";
import { isBuiltInAccount } from "./adminRules";
import { PasswordDialog } from "./PasswordDialog";
import { useRoleOptions } from "./useRoleOptions";
import { SearchCard, AddButton } from "../../../src/widgets/SearchCard";
import { useAllowedEach } from "../../../src/access/useAllowed";

interface SearchValues {
  roles?: number;
  status?: boolean;
  realName?: string;
}

const dash = (value: string | null | undefined) => value || "-";

/** /operation/roleManager/adminList: the merchant's admin accounts — search, add, edit, password, status, SMS, delete. */
export default function AdminListPage() {
  const may = useAllowedEach(ROLES.admins, ["create", "status", "sms", "password", "edit", "delete"]);
  const { t } = useTranslation();
  const { tableProps, searchFormProps, tableQuery } = useTable<SystemAdminResponse, HttpError, SearchValues>({
    resource: ROLES.admins,
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    onSearch: (v) => [
      { field: "roles", operator: "eq", value: v.roles },
      { field: "status", operator: "eq", value: v.status },
      { field: "realName", operator: "eq", value: v.realName?.trim() || undefined },
    ],
  });
  const reload = () => void tableQuery.refetch();
  const roleOptions = useRoleOptions();
  const { run } = useRunAction();
  const { mutateAsync: deleteOne } = useDelete();
  const [editing, setEditing] = useState<{ admin?: SystemAdminResponse }>();
  const [password, setPassword] = useState<SystemAdminResponse>();
  const selfId = currentAdmin()?.id;

  const act = (action: "status" | "sms", values: object, success: string) =>
    void run(ROLES.admins, action, values, t(success))
      .catch(() => undefined)
      .finally(reload);

  const remove = (row: SystemAdminResponse) =>
    void confirmDelete({
      content: t("roles.admin.deleteConfirm", { name: row.realName }),
      onOk: async () => {
        await deleteOne({ resource: ROLES.admins, id: row.id, successNotification: false, errorNotification: false });
        toastSuccess(t("roles.common.deleted"));
      },
    });

  const switchCell = (row: SystemAdminResponse, field: "status" | "isSms", allowed: boolean, locked: boolean) =>
    allowed ? (
      <CellSwitch
        checked={row[field]}
        disabled={locked}
        checkedLabel={t("roles.common.on")}
        uncheckedLabel={t("roles.common.off")}
        onChange={(next) => (field === "status" ? act("status", { id: row.id, status: next }, "roles.common.statusChanged") : act("sms", { id: row.id }, "roles.common.statusChanged"))}
        data-testid={`admin-${field === "status" ? "status" : "sms"}-${row.id}`}
      />
    ) : (
      enumLabel(ON_OFF, row[field], t)
    );

  return (
    <>
      <SearchCard formProps={searchFormProps} searchLabel={t("roles.common.search")} resetLabel={t("roles.common.reset")} searchTestId="admin-search">
        <Form.Item name="roles" label={t("roles.admin.roles")}>
          <Select allowClear placeholder={t("roles.common.all")} options={roleOptions} style={{ width: 180 }} data-testid="admin-search-roles" />
        </Form.Item>
        <Form.Item name="status" label={t("roles.common.status")}>
          <Select allowClear placeholder={t("roles.common.all")} options={enumOptions(ON_OFF, t)} style={{ width: 140 }} data-testid="admin-search-status" />
        </Form.Item>
        <Form.Item name="realName" label={t("roles.admin.search")}>
          <Input allowClear placeholder={t("roles.admin.searchPlaceholder")} style={{ width: 200 }} data-testid="admin-search-name" />
        </Form.Item>
      </SearchCard>
      <Card>
        {may.create && (
          <AddButton onClick={() => setEditing({})} testId="admin-add">
            {t("roles.admin.add")}
          </AddButton>
        )}
        <Table<SystemAdminResponse>
          {...tableProps}
          rowKey="id"
          size="small"
          scroll={wideScroll(1450)}
          pagination={tablePagination(tableProps.pagination, (total) => t("roles.common.total", { total }))}
          data-testid="admin-table"
          columns={[
            { title: "ID", dataIndex: "id", width: 70 },
            { title: t("roles.admin.realName"), dataIndex: "realName", width: 120, ellipsis: true },
            { title: t("roles.admin.account"), dataIndex: "account", width: 120, ellipsis: true },
            { title: t("roles.admin.phone"), dataIndex: "phone", width: 130, render: dash },
            {
              title: t("roles.admin.roles"),
              dataIndex: "roleNames",
              width: 220,
              render: (names: string) => names.split(",").filter(Boolean).map((name) => <Tag key={name}>{name}</Tag>),
            },
            { title: t("roles.admin.lastTime"), dataIndex: "lastTime", width: 170, render: dash },
            { title: t("roles.admin.lastIp"), dataIndex: "lastIp", width: 140, render: dash },
            {
              title: t("roles.common.status"),
              dataIndex: "status",
              width: 100,
              fixed: "right",
              render: (_, row) => switchCell(row, "status", may.status, isBuiltInAccount(row.roles) || row.id === selfId),
            },
            {
              title: t("roles.admin.sms"),
              dataIndex: "isSms",
              width: 120,
              fixed: "right",
              render: (_, row) => switchCell(row, "isSms", may.sms, false),
            },
            {
              title: t("roles.common.actions"),
              key: "actions",
              width: 260,
              fixed: "right",
              render: (_, row) => {
                const builtIn = isBuiltInAccount(row.roles);
                return (
                  <Space size={0}>
                    {may.password && (
                      <Button type="link" size="small" disabled={builtIn} onClick={() => setPassword(row)} data-testid={`admin-password-${row.id}`}>
                        {t("roles.admin.changePassword")}
                      </Button>
                    )}
                    {may.edit && (
                      <Button type="link" size="small" disabled={builtIn} onClick={() => setEditing({ admin: row })} data-testid={`admin-edit-${row.id}`}>
                        {t("roles.common.edit")}
                      </Button>
                    )}
                    {may.delete && (
                      <Button
                        type="link"
                        size="small"
                        danger
                        disabled={builtIn || row.id === selfId}
                        onClick={() => remove(row)}
                        data-testid={`admin-delete-${row.id}`}
                      >
                        {t("roles.common.delete")}
                      </Button>
                    )}
                  </Space>
                );
              },
            },
          ]}
        />
      </Card>
      {editing && (
        <AdminDialog
          admin={editing.admin}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            reload();
          }}
        />
      )}
      {password && <PasswordDialog admin={password} onClose={() => setPassword(undefined)} />}
    </>
  );
}
