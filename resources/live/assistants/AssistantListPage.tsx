import { useState } from "react";
import { Button, Card, Form, Input, Space, Table } from "antd";
import { useTable } from "@refinedev/antd";
import { useDelete, type HttpError } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import { toastSuccess } from "../../../providers/notify";
import { confirmDelete } from "../../../src/widgets/confirmDelete";
import { tablePagination } from "../../../src/widgets/tablePagination";
import { ASSISTANT_AUTH as A } from "../area";
import { LIVE } from "../endpoints";
import type { WechatLiveAssistant } from "../types";
import { AssistantDialog } from "./AssistantDialog";
import { ALL_ASSISTANTS } from "./assistantQuery";
import { SearchCard, AddButton } from "../../../src/widgets/SearchCard";

/** /marketing/broadcast/assistant: the WeChat accounts that help run rooms — search, add, edit, delete. */
export default function AssistantListPage() {
  const { t } = useTranslation();
  const { tableProps, searchFormProps, tableQuery } = useTable<WechatLiveAssistant, HttpError, { keywords?: string }>({
    resource: LIVE.assistants,
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    meta: { query: ALL_ASSISTANTS },
    onSearch: (v) => [{ field: "keywords", operator: "eq", value: v.keywords?.trim() || undefined }],
  });
  const { mutateAsync: deleteOne } = useDelete();
  const [editing, setEditing] = useState<{ assistant?: WechatLiveAssistant }>();

  const remove = (row: WechatLiveAssistant) =>
    void confirmDelete({
      content: t("live.assistants.deleteConfirm"),
      onOk: async () => {
        await deleteOne({ resource: LIVE.assistants, id: row.id, successNotification: false, errorNotification: false });
        toastSuccess(t("live.common.deleted"));
      },
    });

  return (
    <>
      <SearchCard formProps={searchFormProps} searchLabel={t("live.common.search")}>
        <Form.Item name="keywords" label={t("live.assistants.search")}>
          <Input allowClear placeholder={t("live.assistants.searchPlaceholder")} style={{ width: 260 }} data-testid="live-assistant-keywords" />
        </Form.Item>
      </SearchCard>
      <Card>
        {canDo(A.save) && (
          <AddButton onClick={() => setEditing({})} testId="live-assistant-add">
            {t("live.assistants.add")}
          </AddButton>
        )}
        <Table<WechatLiveAssistant>
          {...tableProps}
          rowKey="id"
          size="small"
          pagination={tablePagination(tableProps.pagination, (total) => t("live.common.total", { total }))}
          data-testid="live-assistant-table"
          columns={[
            { title: "ID", dataIndex: "id", width: 70 },
            { title: t("live.assistants.wechat"), dataIndex: "wechat", ellipsis: true },
            { title: t("live.assistants.nickname"), dataIndex: "wechatNickname", ellipsis: true },
            { title: t("live.assistants.note"), dataIndex: "assDesc", ellipsis: true },
            { title: t("live.common.createTime"), dataIndex: "createTime", width: 180 },
            {
              title: t("live.common.actions"),
              key: "actions",
              width: 150,
              render: (_, row) => (
                <Space size={0}>
                  {canDo(A.edit) && (
                    <Button type="link" size="small" onClick={() => setEditing({ assistant: row })} data-testid={`live-assistant-edit-${row.id}`}>
                      {t("live.common.edit")}
                    </Button>
                  )}
                  {canDo(A.delete) && (
                    <Button type="link" size="small" danger onClick={() => remove(row)} data-testid={`live-assistant-delete-${row.id}`}>
                      {t("live.common.delete")}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {editing && (
        <AssistantDialog
          assistant={editing.assistant}
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
