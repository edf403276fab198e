import { useState } from "react";
import { useList } from "@refinedev/core";
import { Button, Card, Space, Table, Tag } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { confirmDelete } from "../../../src/widgets/confirmDelete";
import { formatTime } from "../../../src/widgets/format";
import { PRODUCT } from "../endpoints";
import { useGuarantees } from "../shared/catalogs";
import { useRunAction } from "../../../src/widgets/useRunAction";
import type { GuaranteeGroup } from "../types";
import { GroupDialog } from "./GroupDialog";
import { useAllowedEach } from "../../../src/access/useAllowed";

/** /product/guarantee/group: the merchant's guarantee groups, built from platform guarantees. */
export default function GuaranteeGroupPage() {
  const may = useAllowedEach(PRODUCT.groups, ["create", "edit", "delete"]);
  const { t } = useTranslation();
  const { result, query } = useList<GuaranteeGroup>({ resource: PRODUCT.groups, pagination: { mode: "off" } });
  const guarantees = useGuarantees();
  const [dialog, setDialog] = useState<{ group?: GuaranteeGroup } | null>(null);
  const { run } = useRunAction();
  const refetch = () => void query.refetch();
  const nameOf = (gid: number) => guarantees.list.find((g) => g.id === gid)?.name ?? `#${gid}`;
  return (
    <Card
      title={t("titles.product.guarantee")}
      extra={
        may.create && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})} data-testid="group-add">
            {t("product.guarantee.add")}
          </Button>
        )
      }
    >
      <Table<GuaranteeGroup>
        rowKey="id"
        loading={query.isFetching}
        dataSource={result.data}
        pagination={false}
        columns={[
          { title: "ID", dataIndex: "id", width: 80 },
          { title: t("product.guarantee.name"), dataIndex: "name", width: 200 },
          {
            title: t("product.guarantee.items"),
            key: "items",
            render: (_, g) => (
              <Space size={[4, 4]} wrap>
                {g.guaranteeList.map((item) => (
                  <Tag key={item.gid} color={item.isShow ? "blue" : "default"}>
                    {nameOf(item.gid)}
                  </Tag>
                ))}
              </Space>
            ),
          },
          { title: t("product.common.createTime"), dataIndex: "createTime", width: 170, render: (v: string) => formatTime(v) },
          {
            title: t("product.common.actions"),
            key: "actions",
            width: 140,
            render: (_, g) => (
              <Space size={0}>
                {may.edit && (
                  <Button type="link" size="small" onClick={() => setDialog({ group: g })}>
                    {t("product.common.edit")}
                  </Button>
                )}
                {may.delete && (
                  <Button
                    type="link"
                    size="small"
                    danger
                    onClick={() =>
                      void confirmDelete({ onOk: () => run(PRODUCT.groups, "delete", { id: g.id }, t("product.common.deleted")) }).then((ok) => ok && refetch())
                    }
                  >
                    {t("product.common.delete")}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
        data-testid="group-table"
      />
      {dialog && (
        <GroupDialog
          group={dialog.group}
          guarantees={guarantees.list}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            refetch();
          }}
        />
      )}
    </Card>
  );
}
