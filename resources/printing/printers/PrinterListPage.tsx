import { useState } from "react";
import { Button, Card, Space, Switch, Table } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useTable } from "@refinedev/antd";
import { useDelete, type HttpError } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toastSuccess } from "../../../providers/notify";
import { useEnumTags } from "../../../src/enums/EnumTag";
import { PRINT_TYPE } from "../../../src/enums/printing";
import { confirmDelete } from "../../../src/widgets/confirmDelete";
import { tablePagination } from "../../../src/widgets/tablePagination";
import { useRunAction } from "../../../src/widgets/useRunAction";
import type { MerchantPrint } from "../../../server/areas/printing/contract";
import { PRINTING } from "../endpoints";
import { layoutPathOf } from "../area";
import { PrintJobsCard } from "./PrintJobsCard";
import { PrinterDialog } from "./PrinterDialog";
import { deviceNumberOf } from "./printerFields";
import { useAllowedEach } from "../../../src/access/useAllowed";

/** /operation/printing/printreceipt: receipt printers — on/off, layout, edit, delete, add — and what they printed. */
export default function PrinterListPage() {
  const may = useAllowedEach(PRINTING.printers, ["create", "status", "layout", "edit", "delete"]);
  const { t } = useTranslation();
  const { tableProps, tableQuery } = useTable<MerchantPrint, HttpError>({ resource: PRINTING.printers, syncWithLocation: true, pagination: { pageSize: 20 } });
  const reload = () => void tableQuery.refetch();
  const typeTag = useEnumTags(PRINT_TYPE);
  const { run } = useRunAction();
  const { mutateAsync: deleteOne } = useDelete();
  const [editing, setEditing] = useState<{ printer?: MerchantPrint }>();

  const switchStatus = (row: MerchantPrint, on: boolean) =>
    void run(PRINTING.printers, "status", { id: row.id, status: on ? 1 : 0 }, t("printing.printer.statusChanged"))
      .catch(() => undefined)
      .finally(reload);

  const remove = (row: MerchantPrint) =>
    void confirmDelete({
      content: t("printing.printer.deleteConfirm", { name: row.printName }),
      onOk: async () => {
        await deleteOne({ resource: PRINTING.printers, id: row.id, successNotification: false, errorNotification: false });
        toastSuccess(t("printing.common.deleted"));
      },
    });

  return (
    <>
      <Card>
        {may.create && (
          <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }} onClick={() => setEditing({})} data-testid="printer-add">
            {t("printing.printer.add")}
          </Button>
        )}
        <Table<MerchantPrint>
          {...tableProps}
          rowKey="id"
          size="small"
          pagination={tablePagination(tableProps.pagination, (total) => t("printing.common.total", { total }))}
          data-testid="printer-table"
          columns={[
            { title: "ID", dataIndex: "id", width: 70 },
            { title: t("printing.printer.fields.printName"), dataIndex: "printName", ellipsis: true },
            { title: t("printing.printer.fields.printType"), dataIndex: "printType", width: 120, render: (type: number) => typeTag(type) },
            { title: t("printing.printer.deviceNumber"), key: "device", width: 180, render: (_, row) => deviceNumberOf(row) },
            { title: t("printing.printer.updateTime"), dataIndex: "updateTime", width: 180 },
            {
              title: t("printing.printer.fields.status"),
              dataIndex: "status",
              width: 130,
              render: (status: number, row) =>
                may.status ? (
                  <Switch
                    checked={status === 1}
                    checkedChildren={t("printing.common.on")}
                    unCheckedChildren={t("printing.common.off")}
                    onChange={(on) => switchStatus(row, on)}
                    data-testid={`printer-status-${row.id}`}
                  />
                ) : (
                  t(status === 1 ? "printing.common.on" : "printing.common.off")
                ),
            },
            {
              title: t("printing.common.actions"),
              key: "actions",
              width: 200,
              render: (_, row) => (
                <Space size={0}>
                  {may.layout && (
                    <Link to={layoutPathOf(row.id)} style={{ paddingInline: 7 }} data-testid={`printer-layout-${row.id}`}>
                      {t("printing.printer.layout")}
                    </Link>
                  )}
                  {may.edit && (
                    <Button type="link" size="small" onClick={() => setEditing({ printer: row })} data-testid={`printer-edit-${row.id}`}>
                      {t("printing.common.edit")}
                    </Button>
                  )}
                  {may.delete && (
                    <Button type="link" size="small" danger onClick={() => remove(row)} data-testid={`printer-delete-${row.id}`}>
                      {t("printing.common.delete")}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <PrintJobsCard />
      {editing && (
        <PrinterDialog
          printer={editing.printer}
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
