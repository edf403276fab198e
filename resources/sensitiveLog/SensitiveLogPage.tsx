import { Card, Descriptions, Table, Typography } from "antd";
import { useTable } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { SensitiveMethodLog } from "../../server/areas/sensitiveLog/contract";
import { useEnumTags } from "../../src/enums/EnumTag";
import { SENSITIVE_METHOD_TYPE, SENSITIVE_STATUS } from "../../src/enums/shop";
import { tablePagination, wideScroll } from "../../src/widgets/tablePagination";
import { SENSITIVE_LOG } from "./endpoints";
import { prettyJson } from "./logText";

const codeBlock = { margin: 0, maxHeight: 240, overflow: "auto", whiteSpace: "pre-wrap", wordBreak: "break-all", fontSize: 12 } as const;

/** The parameters, answer and error of one operation, shown when its row is expanded. */
function LogDetail({ row }: { row: SensitiveMethodLog }) {
  const { t } = useTranslation();
  const block = (text: string) => (text ? <pre style={codeBlock}>{text}</pre> : <Typography.Text type="secondary">{t("sensitiveLog.none")}</Typography.Text>);
  return (
    <Descriptions column={1} size="small" bordered styles={{ label: { width: 140 } }} data-testid={`log-detail-${row.id}`}>
      <Descriptions.Item label={t("sensitiveLog.fields.method")}>{row.method}</Descriptions.Item>
      <Descriptions.Item label={t("sensitiveLog.fields.requestParam")}>{block(prettyJson(row.requestParam))}</Descriptions.Item>
      <Descriptions.Item label={t("sensitiveLog.fields.result")}>{block(prettyJson(row.result))}</Descriptions.Item>
      <Descriptions.Item label={t("sensitiveLog.fields.errorMsg")}>{row.errorMsg ? <Typography.Text type="danger">{row.errorMsg}</Typography.Text> : block("")}</Descriptions.Item>
    </Descriptions>
  );
}

/** /maintain/sensitiveLog: who did which sensitive operation when, and how it ended; newest first. */
export default function SensitiveLogPage() {
  const { t } = useTranslation();
  const { tableProps } = useTable<SensitiveMethodLog, HttpError>({ resource: SENSITIVE_LOG, syncWithLocation: true, pagination: { pageSize: 20 } });
  const f = (key: string) => t(`sensitiveLog.fields.${key}`);
  const typeTag = useEnumTags(SENSITIVE_METHOD_TYPE);
  const statusTag = useEnumTags(SENSITIVE_STATUS);
  return (
    <Card>
      <Table<SensitiveMethodLog>
        {...tableProps}
        rowKey="id"
        size="small"
        scroll={wideScroll(1380)}
        pagination={tablePagination(tableProps.pagination, (total) => t("sensitiveLog.total", { total }))}
        expandable={{ expandedRowRender: (row) => <LogDetail row={row} /> }}
        data-testid="sensitive-log-table"
        columns={[
          { title: "ID", dataIndex: "id", width: 70 },
          { title: f("admin"), key: "admin", width: 150, render: (_, row) => `${row.adminAccount} (${row.adminId})` },
          { title: f("description"), dataIndex: "description", ellipsis: true },
          { title: f("methodType"), dataIndex: "methodType", width: 100, render: (value: string) => typeTag(value) },
          { title: f("status"), dataIndex: "status", width: 100, render: (value: number) => statusTag(value) },
          { title: f("requestMethod"), dataIndex: "requestMethod", width: 100 },
          { title: f("url"), dataIndex: "url", width: 300, ellipsis: true },
          { title: f("ip"), dataIndex: "ip", width: 130 },
          { title: f("createTime"), dataIndex: "createTime", width: 170 },
        ]}
      />
    </Card>
  );
}
