import { useState } from "react";
import { Button, Card, Form, Input, Modal, Table, Typography } from "antd";
import { useTable } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { isAllowed, subjectOf } from "../../../providers/accessControl";
import { useEnumTags } from "../../../src/enums/EnumTag";
import { PRINT_JOB_KIND } from "../../../src/enums/printing";
import { tablePagination } from "../../../src/widgets/tablePagination";
import type { PrintJob } from "../../../server/areas/printing/contract";
import { PRINT_AUTH } from "../area";
import { PRINTING, printingEndpoints } from "../endpoints";
import "../receipt.css";

/** The job list is an extension of the reference server: shown only where the backend announces it. */
const mayListJobs = () => isAllowed(subjectOf(), { authority: PRINT_AUTH.list, adminOnly: true, extension: printingEndpoints[PRINTING.jobs]!.list!.path });

/** 打印记录: what the printers were sent (receipts and e-sheets), each readable as printed. */
export function PrintJobsCard() {
  const { t } = useTranslation();
  const allowed = mayListJobs();
  const { tableProps, searchFormProps } = useTable<PrintJob, HttpError, { orderNo?: string }>({
    resource: PRINTING.jobs,
    pagination: { pageSize: 20 },
    onSearch: (v) => [{ field: "orderNo", operator: "eq", value: v.orderNo?.trim() || undefined }],
    queryOptions: { enabled: allowed },
  });
  const kindTag = useEnumTags(PRINT_JOB_KIND);
  const [shown, setShown] = useState<PrintJob>();
  if (!allowed) return null;
  return (
    <Card
      title={t("printing.jobs.title")}
      style={{ marginTop: 16 }}
      extra={
        <Form {...searchFormProps} layout="inline">
          <Form.Item name="orderNo" style={{ marginInlineEnd: 8 }}>
            <Input allowClear placeholder={t("printing.jobs.orderNoPlaceholder")} style={{ width: 240 }} data-testid="print-jobs-orderNo" />
          </Form.Item>
          <Button htmlType="submit" data-testid="print-jobs-search">
            {t("printing.common.search")}
          </Button>
        </Form>
      }
    >
      <Table<PrintJob>
        {...tableProps}
        rowKey="id"
        size="small"
        pagination={tablePagination(tableProps.pagination, (total) => t("printing.common.total", { total }))}
        data-testid="print-jobs"
        columns={[
          { title: t("printing.jobs.createTime"), dataIndex: "createTime", width: 180 },
          { title: t("printing.jobs.kind"), dataIndex: "kind", width: 110, render: (kind: string) => kindTag(kind) },
          { title: t("printing.jobs.orderNo"), dataIndex: "orderNo", ellipsis: true },
          { title: t("printing.jobs.printer"), dataIndex: "printerName", ellipsis: true },
          {
            title: t("printing.common.actions"),
            key: "actions",
            width: 100,
            render: (_, row) => (
              <Button type="link" size="small" onClick={() => setShown(row)} data-testid={`print-job-view-${row.id}`}>
                {t("printing.jobs.view")}
              </Button>
            ),
          },
        ]}
      />
      {shown && (
        <Modal open width={420} title={t("printing.jobs.viewTitle", { orderNo: shown.orderNo })} footer={null} onCancel={() => setShown(undefined)} destroyOnHidden>
          <Typography.Text type="secondary">{shown.printerName}</Typography.Text>
          <pre className="receipt-paper" data-testid="print-job-content">
            {shown.content}
          </pre>
        </Modal>
      )}
    </Card>
  );
}
