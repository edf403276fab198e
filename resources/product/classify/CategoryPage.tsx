import { useMemo, useState } from "react";
import { useList } from "@refinedev/core";
import { Button, Card, Image, Space, Switch, Table } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { EnumTag } from "../../../src/enums/EnumTag";
import { SHOW_STATUS } from "../../../src/enums/product";
import { confirmDelete } from "../../../src/widgets/confirmDelete";
import { refreshCachedList } from "../../../src/widgets/pickers/useCachedList";
import { TREE_KEYS } from "../../../src/widgets/pickers/categoryTrees";
import { PRODUCT } from "../endpoints";
import { useRunAction } from "../../../src/widgets/useRunAction";
import type { MerchantCategory } from "../types";
import { buildTree, type CategoryRowNode } from "./buildTree";
import { CategoryDialog, type CategoryDialogState } from "./CategoryDialog";
import { useAllowedEach } from "../../../src/access/useAllowed";

/** /product/classify: the merchant's two-level category tree with add, edit, delete and show. */
export default function CategoryPage() {
  const may = useAllowedEach(PRODUCT.categories, ["create", "toggleShow", "edit", "delete"]);
  const { t } = useTranslation();
  const { result, query } = useList<MerchantCategory>({ resource: PRODUCT.categories, pagination: { mode: "off" } });
  const tree = useMemo(() => buildTree(result.data), [result.data]);
  const parents = useMemo(() => result.data.filter((c) => c.pid === 0), [result.data]);
  const [dialog, setDialog] = useState<CategoryDialogState | null>(null);
  const { run } = useRunAction();

  const changed = () => {
    // The cached tree other pages use is stale now.
    refreshCachedList(TREE_KEYS.merchant);
    void query.refetch();
  };

  const remove = (row: MerchantCategory) =>
    confirmDelete({
      content: t("product.classify.confirmDelete", { name: row.name }),
      onOk: () => run(PRODUCT.categories, "delete", { id: row.id }, t("product.common.deleted")),
    }).then((ok) => ok && changed());

  return (
    <Card
      title={t("titles.product.classify")}
      extra={
        may.create && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ pid: 0 })} data-testid="classify-add">
            {t("product.classify.add")}
          </Button>
        )
      }
    >
      <Table<CategoryRowNode>
        rowKey="id"
        loading={query.isFetching}
        dataSource={tree}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        key={tree.length}
        columns={[
          { title: t("product.classify.name"), dataIndex: "name" },
          {
            title: t("product.classify.icon"),
            dataIndex: "icon",
            width: 90,
            render: (icon: string) => (icon ? <Image src={icon} width={32} height={32} alt="" /> : "-"),
          },
          { title: t("product.fields.sort"), dataIndex: "sort", width: 90 },
          {
            title: t("product.classify.show"),
            dataIndex: "isShow",
            width: 120,
            render: (isShow: boolean, row) =>
              may.toggleShow ? (
                <Switch
                  checked={isShow}
                  checkedChildren={t("enums.showHide.1")}
                  unCheckedChildren={t("enums.showHide.0")}
                  onChange={() => void run(PRODUCT.categories, "toggleShow", { id: row.id }, t("product.common.saved")).then(changed, () => undefined)}
                  data-testid={`classify-show-${row.id}`}
                />
              ) : (
                <EnumTag table={SHOW_STATUS} value={isShow} />
              ),
          },
          {
            title: t("product.common.actions"),
            key: "actions",
            width: 220,
            render: (_, row) => (
              <Space size={0}>
                {row.pid === 0 && may.create && (
                  <Button type="link" size="small" onClick={() => setDialog({ pid: row.id })}>
                    {t("product.classify.addChild")}
                  </Button>
                )}
                {may.edit && (
                  <Button type="link" size="small" onClick={() => setDialog({ pid: row.pid, category: row })} data-testid={`classify-edit-${row.id}`}>
                    {t("product.common.edit")}
                  </Button>
                )}
                {may.delete && (
                  <Button type="link" size="small" danger onClick={() => void remove(row)} data-testid={`classify-delete-${row.id}`}>
                    {t("product.common.delete")}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
        data-testid="classify-table"
      />
      {dialog && (
        <CategoryDialog
          state={dialog}
          parents={parents}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            changed();
          }}
        />
      )}
    </Card>
  );
}
