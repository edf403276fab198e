import { useState } from "react";
import { useTable } from "@refinedev/antd";
import { Button, Card, Input, Space, Table, Tag } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { canDo } from "../../../providers/accessControl";
import { confirmDelete } from "../../../src/widgets/confirmDelete";
import { AUTH } from "../area";
import { PRODUCT } from "../endpoints";
import { PAGE_SIZES, tablePagination } from "../../../src/widgets/tablePagination";
import { useRunAction } from "../../../src/widgets/useRunAction";
import type { ProductRule } from "../types";
import { parseRuleValue } from "./ruleForm";
import { RuleFormDialog } from "./RuleFormDialog";

/**
 * Specification templates: search by name, delete, and (on /product/attr) add and edit.
 * /product/label shows the same list (contract §4.1: merchants have no label API).
 */
export function RuleList({ title, editable }: { title: string; editable: boolean }) {
  const { t } = useTranslation();
  const { tableProps, setFilters, tableQuery, filters } = useTable<ProductRule>({
    resource: PRODUCT.rules,
    syncWithLocation: true,
    pagination: { pageSize: PAGE_SIZES[0] },
  });
  const keywords = filters.find((f) => "field" in f && f.field === "keywords")?.value as string | undefined;
  const [dialog, setDialog] = useState<{ rule?: ProductRule } | null>(null);
  const { run } = useRunAction();

  const remove = (rule: ProductRule) =>
    confirmDelete({ onOk: () => run(PRODUCT.rules, "delete", { id: rule.id }, t("product.common.deleted")) }).then((ok) => ok && void tableQuery.refetch());

  return (
    <Card
      title={title}
      extra={
        <Space>
          <Input.Search
            allowClear
            defaultValue={keywords}
            placeholder={t("product.rule.search")}
            onSearch={(value) => setFilters([{ field: "keywords", operator: "eq", value: value.trim() || undefined }], "merge")}
            style={{ width: 240 }}
            data-testid="rule-search"
          />
          {editable && canDo(AUTH.ruleSave) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})} data-testid="rule-add">
              {t("product.rule.add")}
            </Button>
          )}
        </Space>
      }
    >
      <Table<ProductRule>
        {...tableProps}
        rowKey="id"
        pagination={tablePagination(tableProps.pagination, (total) => t("product.common.total", { total }))}
        columns={[
          { title: "ID", dataIndex: "id", width: 80 },
          { title: t("product.rule.name"), dataIndex: "ruleName", width: 200 },
          {
            title: t("product.rule.specs"),
            key: "specs",
            render: (_, rule) => (
              <Space direction="vertical" size={2}>
                {parseRuleValue(rule.ruleValue).map((spec) => (
                  <span key={spec.value}>
                    <b>{spec.value}：</b>
                    {spec.detail.map((d) => (
                      <Tag key={d}>{d}</Tag>
                    ))}
                  </span>
                ))}
              </Space>
            ),
          },
          {
            title: t("product.common.actions"),
            key: "actions",
            width: 160,
            render: (_, rule) => (
              <Space size={0}>
                {editable && canDo(AUTH.ruleUpdate) && (
                  <Button type="link" size="small" onClick={() => setDialog({ rule })} data-testid={`rule-edit-${rule.id}`}>
                    {t("product.common.edit")}
                  </Button>
                )}
                {canDo(AUTH.ruleDelete) && (
                  <Button type="link" size="small" danger onClick={() => void remove(rule)} data-testid={`rule-delete-${rule.id}`}>
                    {t("product.common.delete")}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
        data-testid="rule-table"
      />
      {dialog && (
        <RuleFormDialog
          rule={dialog.rule}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            void tableQuery.refetch();
          }}
        />
      )}
    </Card>
  );
}
