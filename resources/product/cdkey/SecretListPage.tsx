import { useState } from "react";
import { useTable } from "@refinedev/antd";
import { Button, Card, Space, Table } from "antd";
import { DeleteOutlined, ImportOutlined, PlusOutlined } from "@ant-design/icons";
import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { EnumTag } from "../../../src/enums/EnumTag";
import { SECRET_USE } from "../../../src/enums/product";
import { confirmDelete } from "../../../src/widgets/confirmDelete";
import { formatTime } from "../../../src/widgets/format";
import { PageHeader } from "../../../src/widgets/PageHeader";
import { PRODUCT } from "../endpoints";
import { PAGE_SIZES, tablePagination } from "../../../src/widgets/tablePagination";
import { useRunAction } from "../../../src/widgets/useRunAction";
import type { CardSecret } from "../types";
import { AddSecretsDialog } from "./AddSecretsDialog";
import { EditSecretDialog } from "./EditSecretDialog";
import { ImportSecretsDialog } from "./ImportSecretsDialog";
import { useAllowedEach } from "../../../src/access/useAllowed";
import { namedRowChecks } from "../../../src/widgets/listCells/rowSelection";

type Dialog = { kind: "add" } | { kind: "import" } | { kind: "edit"; secret: CardSecret };

/** /product/cdkey/creatCdkey/:id/:name: a library's secrets: add, edit, delete, batch delete, Excel import. */
export default function SecretListPage() {
  const mayCdkeyLibraries = useAllowedEach(PRODUCT.libraries, ["edit"]);
  const mayCardSecrets = useAllowedEach(PRODUCT.secrets, ["create", "importExcel", "batchDelete", "delete"]);
  const { t } = useTranslation();
  const params = useParams();
  const libraryId = Number(params.id ?? 0);
  const name = params.name ?? "";
  const { tableProps, tableQuery } = useTable<CardSecret>({
    resource: PRODUCT.secrets,
    syncWithLocation: true,
    pagination: { pageSize: PAGE_SIZES[0] },
    filters: { permanent: [{ field: "libraryId", operator: "eq", value: libraryId }] },
    queryOptions: { enabled: libraryId > 0 },
  });
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { run } = useRunAction();
  const refetch = () => {
    setSelected([]);
    void tableQuery.refetch();
  };
  const done = () => {
    setDialog(null);
    refetch();
  };
  const batchDelete = () =>
    confirmDelete({
      content: t("product.cdkey.confirmBatchDelete", { count: selected.length }),
      onOk: () => run(PRODUCT.secrets, "batchDelete", { ids: selected.join(",") }, t("product.common.deleted")),
    }).then((ok) => ok && refetch());

  return (
    <>
      <PageHeader title={`${t("titles.product.secrets")}${name ? ` - ${name}` : ""}`} backTo="/product/cdkey" />
      <Card
        extra={
          <Space wrap>
            {mayCardSecrets.create && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: "add" })} data-testid="secret-add">
                {t("product.cdkey.addSecrets")}
              </Button>
            )}
            {mayCardSecrets.importExcel && (
              <Button icon={<ImportOutlined />} onClick={() => setDialog({ kind: "import" })} data-testid="secret-import">
                {t("product.cdkey.import")}
              </Button>
            )}
            {mayCardSecrets.batchDelete && (
              <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} onClick={() => void batchDelete()} data-testid="secret-batch-delete">
                {t("product.cdkey.batchDelete")}
              </Button>
            )}
          </Space>
        }
      >
        <Table<CardSecret>
          {...tableProps}
          rowKey="id"
          rowSelection={mayCardSecrets.batchDelete ? { ...namedRowChecks(t("widgets.selectRow")), selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) } : undefined}
          pagination={tablePagination(tableProps.pagination, (total) => t("product.common.total", { total }))}
          columns={[
            { title: "ID", dataIndex: "id", width: 80 },
            { title: t("product.cdkey.cardNumber"), dataIndex: "cardNumber" },
            { title: t("product.cdkey.secretNum"), dataIndex: "secretNum" },
            { title: t("product.cdkey.state"), dataIndex: "isUse", width: 100, render: (v: boolean) => <EnumTag table={SECRET_USE} value={v} /> },
            { title: t("product.common.createTime"), dataIndex: "createTime", width: 160, render: (v: string) => formatTime(v) },
            {
              title: t("product.common.actions"),
              key: "actions",
              width: 140,
              render: (_, r) => (
                <Space size={0}>
                  {mayCdkeyLibraries.edit && !r.isUse && (
                    <Button type="link" size="small" onClick={() => setDialog({ kind: "edit", secret: r })}>
                      {t("product.common.edit")}
                    </Button>
                  )}
                  {mayCardSecrets.delete && (
                    <Button
                      type="link"
                      size="small"
                      danger
                      onClick={() =>
                        void confirmDelete({ onOk: () => run(PRODUCT.secrets, "delete", { id: r.id }, t("product.common.deleted")) }).then(
                          (ok) => ok && refetch(),
                        )
                      }
                    >
                      {t("product.common.delete")}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
          data-testid="secret-table"
        />
      </Card>
      {dialog?.kind === "add" && <AddSecretsDialog libraryId={libraryId} onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.kind === "import" && <ImportSecretsDialog libraryId={libraryId} onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.kind === "edit" && <EditSecretDialog secret={dialog.secret} onClose={() => setDialog(null)} onDone={done} />}
    </>
  );
}
