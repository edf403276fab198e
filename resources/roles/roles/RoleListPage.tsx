import { useState } from "react";
import { Button, Card, Form, Input, Select, Space, Table } from "antd";
import { useTable } from "@refinedev/antd";
import { useDelete, type HttpError } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import { toastSuccess } from "../../../providers/notify";
import type { SystemRole } from "../../../server/areas/admin/contract";
import { ON_OFF } from "../../../src/enums/common";
import { enumLabel, enumOptions } from "../../../src/enums/enumTable";
import { confirmDelete } from "../../../src/widgets/confirmDelete";
import { CellSwitch } from "../../../src/widgets/listCells/CellSwitch";
import { tablePagination } from "../../../src/widgets/tablePagination";
import { useRunAction } from "../../../src/widgets/useRunAction";
import { ROLE_AUTH as A } from "../area";
import { ROLES } from "../endpoints";
import { RoleDialog } from "./RoleDialog";
import { SearchCard, AddButton } from "../../../src/widgets/SearchCard";

interface SearchValues {
  roleName?: string;
  status?: boolean;
}

/** /operation/roleManager/identityManager: the merchant's roles — search, add, edit (menu tree), status, delete. */
export default function RoleListPage() {
  const { t } = useTranslation();
  const { tableProps, searchFormProps, tableQuery } = useTable<SystemRole, HttpError, SearchValues>({
    resource: ROLES.roles,
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    onSearch: (v) => [
      { field: "roleName", operator: "eq", value: v.roleName?.trim() || undefined },
      { field: "status", operator: "eq", value: v.status },
    ],
  });
  const reload = () => void tableQuery.refetch();
  const { run } = useRunAction();
  const { mutateAsync: deleteOne } = useDelete();
  const [editing, setEditing] = useState<{ role?: SystemRole }>();

  const switchStatus = (row: SystemRole, status: boolean) =>
    void run(ROLES.roles, "status", { id: row.id, status }, t("roles.common.statusChanged"))
      .catch(() => undefined)
      .finally(reload);

  const remove = (row: SystemRole) =>
    void confirmDelete({
      content: t("roles.role.deleteConfirm", { name: row.roleName }),
      onOk: async () => {
        await deleteOne({ resource: ROLES.roles, id: row.id, successNotification: false, errorNotification: false });
        toastSuccess(t("roles.common.deleted"));
      },
    });

  return (
    <>
      <SearchCard formProps={searchFormProps} searchLabel={t("roles.common.search")} resetLabel={t("roles.common.reset")} searchTestId="role-search">
        <Form.Item name="roleName" label={t("roles.role.name")}>
          <Input allowClear placeholder={t("roles.role.namePlaceholder")} style={{ width: 200 }} data-testid="role-search-name" />
        </Form.Item>
        <Form.Item name="status" label={t("roles.common.status")}>
          <Select allowClear placeholder={t("roles.common.all")} options={enumOptions(ON_OFF, t)} style={{ width: 140 }} data-testid="role-search-status" />
        </Form.Item>
      </SearchCard>
      <Card>
        {canDo(A.save) && canDo(A.menuTree) && (
          <AddButton onClick={() => setEditing({})} testId="role-add">
            {t("roles.role.add")}
          </AddButton>
        )}
        <Table<SystemRole>
          {...tableProps}
          rowKey="id"
          size="small"
          pagination={tablePagination(tableProps.pagination, (total) => t("roles.common.total", { total }))}
          data-testid="role-table"
          columns={[
            { title: t("roles.role.id"), dataIndex: "id", width: 100 },
            { title: t("roles.role.name"), dataIndex: "roleName", ellipsis: true },
            {
              title: t("roles.common.status"),
              dataIndex: "status",
              width: 110,
              render: (status: boolean, row) =>
                canDo(A.status) ? (
                  <CellSwitch
                    checked={status}
                    checkedLabel={t("roles.common.on")}
                    uncheckedLabel={t("roles.common.off")}
                    onChange={(next) => switchStatus(row, next)}
                    data-testid={`role-status-${row.id}`}
                  />
                ) : (
                  enumLabel(ON_OFF, status, t)
                ),
            },
            { title: t("roles.common.createTime"), dataIndex: "createTime", width: 180 },
            { title: t("roles.common.updateTime"), dataIndex: "updateTime", width: 180 },
            {
              title: t("roles.common.actions"),
              key: "actions",
              width: 140,
              render: (_, row) => (
                <Space size={0}>
                  {canDo(A.update) && canDo(A.info) && (
                    <Button type="link" size="small" onClick={() => setEditing({ role: row })} data-testid={`role-edit-${row.id}`}>
                      {t("roles.common.edit")}
                    </Button>
                  )}
                  {canDo(A.delete) && (
                    <Button type="link" size="small" danger onClick={() => remove(row)} data-testid={`role-delete-${row.id}`}>
                      {t("roles.common.delete")}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {editing && (
        <RoleDialog
          role={editing.role}
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
