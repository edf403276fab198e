import { useEffect, useState } from "react";
import { Button, Card, DatePicker, Form, Input, Space, Table } from "antd";
import { useTable } from "@refinedev/antd";
import { useDelete, type HttpError } from "@refinedev/core";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import { toastSuccess } from "../../../providers/notify";
import type { DeliveryPersonnel } from "../../../server/areas/express/contract";
import { confirmDelete } from "../../../src/widgets/confirmDelete";
import { rangePresets, rangeToDateLimit } from "../../../src/widgets/dateShortcuts";
import { tablePagination } from "../../../src/widgets/tablePagination";
import { PERSONNEL_AUTH as A } from "../area";
import { EXPRESS } from "../endpoints";
import { PersonnelDialog } from "./PersonnelDialog";
import { SearchCard, AddButton } from "../../../src/widgets/SearchCard";

interface SearchValues {
  personnelName?: string;
  personnelPhone?: string;
  dates?: [Dayjs, Dayjs] | null;
}

const toFilters = (v: SearchValues) => [
  { field: "personnelName", operator: "eq" as const, value: v.personnelName?.trim() || undefined },
  { field: "personnelPhone", operator: "eq" as const, value: v.personnelPhone?.trim() || undefined },
  { field: "dateLimit", operator: "eq" as const, value: rangeToDateLimit(v.dates) || undefined },
];

/** A `dateLimit` range from the address bar back into the date picker. */
const datesOf = (dateLimit: unknown): [Dayjs, Dayjs] | undefined => {
  const [start, end] = String(dateLimit ?? "").split(",");
  return start && end && dayjs(start).isValid() && dayjs(end).isValid() ? [dayjs(start), dayjs(end)] : undefined;
};

/** /operation/deliveryPersonnel: delivery staff with name, phone and date filters, add, edit, delete. */
export default function PersonnelListPage() {
  const { t } = useTranslation();
  const { tableProps, searchFormProps, filters, tableQuery } = useTable<DeliveryPersonnel, HttpError, SearchValues>({
    resource: EXPRESS.personnel,
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    onSearch: toFilters,
  });
  const { mutateAsync: deleteOne } = useDelete();
  const [editing, setEditing] = useState<{ person?: DeliveryPersonnel }>();
  const form = searchFormProps.form;

  // The picked range lives in the address bar as `dateLimit`; show it after a reload.
  useEffect(() => {
    const dates = datesOf(filters.find((f) => "field" in f && f.field === "dateLimit")?.value);
    if (dates) form?.setFieldValue("dates", dates);
    // Only on arrival: later changes come from the form itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);

  const remove = (row: DeliveryPersonnel) =>
    void confirmDelete({
      content: t("express.personnel.deleteConfirm"),
      onOk: async () => {
        await deleteOne({ resource: EXPRESS.personnel, id: row.id, successNotification: false, errorNotification: false });
        toastSuccess(t("express.common.deleted"));
      },
    });

  return (
    <>
      <SearchCard formProps={searchFormProps} searchLabel={t("express.common.search")} resetLabel={t("express.common.reset")} searchTestId="personnel-search">
        <Form.Item name="personnelName" label={t("express.personnel.name")}>
          <Input allowClear placeholder={t("express.personnel.namePlaceholder")} style={{ width: 180 }} data-testid="personnel-search-name" />
        </Form.Item>
        <Form.Item name="personnelPhone" label={t("express.personnel.phone")}>
          <Input allowClear placeholder={t("express.personnel.phonePlaceholder")} style={{ width: 180 }} data-testid="personnel-search-phone" />
        </Form.Item>
        <Form.Item name="dates" label={t("express.personnel.createDate")}>
          <DatePicker.RangePicker presets={rangePresets(t)} onChange={() => form?.submit()} data-testid="personnel-search-dates" />
        </Form.Item>
      </SearchCard>
      <Card>
        {canDo(A.save) && (
          <AddButton onClick={() => setEditing({})} testId="personnel-add">
            {t("express.personnel.add")}
          </AddButton>
        )}
        <Table<DeliveryPersonnel>
          {...tableProps}
          rowKey="id"
          size="small"
          pagination={tablePagination(tableProps.pagination, (total) => t("express.common.total", { total }))}
          data-testid="personnel-table"
          columns={[
            { title: "ID", dataIndex: "id", width: 70 },
            { title: t("express.personnel.name"), dataIndex: "personnelName", ellipsis: true },
            { title: t("express.personnel.phone"), dataIndex: "personnelPhone", width: 150 },
            { title: t("express.personnel.sort"), dataIndex: "sort", width: 90 },
            { title: t("express.personnel.createTime"), dataIndex: "createTime", width: 180 },
            {
              title: t("express.common.actions"),
              key: "actions",
              width: 140,
              render: (_, row) => (
                <Space size={0}>
                  {canDo(A.edit) && (
                    <Button type="link" size="small" onClick={() => setEditing({ person: row })} data-testid={`personnel-edit-${row.id}`}>
                      {t("express.common.edit")}
                    </Button>
                  )}
                  {canDo(A.delete) && (
                    <Button type="link" size="small" danger onClick={() => remove(row)} data-testid={`personnel-delete-${row.id}`}>
                      {t("express.common.delete")}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {editing && (
        <PersonnelDialog
          person={editing.person}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void tableQuery.refetch();
          }}
        />
      )}
    </>
  );
}
