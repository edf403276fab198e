import { useMemo, useState } from "react";
import { Button, Card, Form, Input, Select, Space, Table } from "antd";
import { useTable } from "@refinedev/antd";
import { useDelete, useUpdate, type CrudFilter, type HttpError } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { toastSuccess } from "../../../providers/notify";
import type { MerchantEmployee } from "../../../server/areas/staff/contract";
import { confirmDelete } from "../../../src/widgets/confirmDelete";
import { listLoading } from "../../../src/widgets/listCells/listLoading";
import { tablePagination, wideScroll } from "../../../src/widgets/tablePagination";
import { StaffDialog } from "../edit/StaffDialog";
import { withStatus } from "../edit/staffForm";
import { canDo } from "../../../providers/accessControl";
import { STAFF_AUTH } from "../area";
import { STAFF } from "../endpoints";
import { useStaffColumns, type StaffAction } from "./useStaffColumns";
import { AddButton } from "../../../src/widgets/SearchCard";

interface SearchValues {
  keywords?: string;
  status?: number;
}

const toFilters = (v: SearchValues): CrudFilter[] => [
  { field: "keywords", operator: "eq", value: v.keywords?.trim() || undefined },
  { field: "status", operator: "eq", value: v.status ?? undefined },
];

const filterValue = (filters: readonly CrudFilter[], field: string) => {
  const value = filters.find((f) => "field" in f && f.field === field)?.value;
  return value === undefined || value === null || value === "" ? undefined : String(value);
};

/** /staff/index: shop staff with name-or-phone search and a status filter; add, edit, switch and delete. */
export default function StaffListPage() {
  const { t } = useTranslation();
  const { tableProps, searchFormProps, filters, tableQuery } = useTable<MerchantEmployee, HttpError, SearchValues>({
    resource: STAFF.employees,
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    onSearch: toFilters,
  });
  const initial = useMemo<SearchValues>(() => {
    const status = filterValue(filters, "status");
    return { keywords: filterValue(filters, "keywords"), status: status === undefined ? undefined : Number(status) };
    // Only on arrival: later changes come from the form itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { mutateAsync: deleteOne } = useDelete();
  const { mutateAsync: update } = useUpdate();
  const [editing, setEditing] = useState<{ employee?: MerchantEmployee }>();
  const form = searchFormProps.form;
  const reload = () => void tableQuery.refetch();

  const act = (action: StaffAction, row: MerchantEmployee) => {
    if (action === "edit") return setEditing({ employee: row });
    void confirmDelete({
      content: t("staff.list.deleteConfirm", { name: row.name }),
      onOk: async () => {
        await deleteOne({ resource: STAFF.employees, id: row.id, successNotification: false, errorNotification: false });
        toastSuccess(t("staff.list.deleted"));
      },
    });
  };

  const switchStatus = async (row: MerchantEmployee, enabled: boolean) => {
    const { id, ...values } = withStatus(row, enabled ? 1 : 0);
    try {
      await update({ resource: STAFF.employees, id, values, successNotification: false, errorNotification: false });
    } catch {
      return; // Shown by the HTTP client; the switch stays as it was.
    }
    toastSuccess(t("staff.list.statusChanged"));
  };

  const columns = useStaffColumns({ act, switchStatus: (row, enabled) => void switchStatus(row, enabled) });
  const shown = listLoading(Boolean(tableProps.dataSource?.length), Boolean(tableProps.loading));

  return (
    <>
      <Card style={{ marginBottom: 16 }}>
        <Form<SearchValues> {...searchFormProps} layout="inline" initialValues={initial} style={{ rowGap: 12 }} data-testid="staff-filters">
          <Form.Item name="keywords" label={t("staff.list.keywords")}>
            <Input allowClear placeholder={t("staff.list.keywordsPlaceholder")} style={{ width: 220 }} data-testid="staff-search-keywords" />
          </Form.Item>
          <Form.Item name="status" label={t("staff.fields.status")}>
            <Select
              allowClear
              style={{ width: 120 }}
              placeholder={t("staff.list.all")}
              options={[
                { value: 1, label: t("staff.status.on") },
                { value: 0, label: t("staff.status.off") },
              ]}
              onChange={() => form?.submit()}
              data-testid="staff-search-status"
            />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" data-testid="staff-search">
                {t("staff.list.search")}
              </Button>
              <Button
                onClick={() => {
                  form?.setFieldsValue({ keywords: undefined, status: undefined });
                  form?.submit();
                }}
              >
                {t("staff.list.reset")}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card>
        {canDo(STAFF_AUTH.save) && (
          <AddButton onClick={() => setEditing({})} testId="staff-add">
            {t("staff.list.add")}
          </AddButton>
        )}
        <Table<MerchantEmployee>
          {...tableProps}
          loading={shown.loading}
          locale={shown.emptyText ? { emptyText: shown.emptyText } : undefined}
          rowKey="id"
          size="small"
          columns={columns}
          scroll={wideScroll(1100)}
          pagination={tablePagination(tableProps.pagination, (total) => t("staff.list.total", { total }))}
          data-testid="staff-table"
        />
      </Card>
      {editing && (
        <StaffDialog
          employee={editing.employee}
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
