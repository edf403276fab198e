import { useMemo } from "react";
import { Button, Space, TreeSelect } from "antd";
import { ReloadOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { useMerchantCategoryTree, type CategoryTreeNode } from "../../../../src/widgets/pickers/categoryTrees";

interface TreeOption {
  value: number;
  title: string;
  children?: TreeOption[];
}

const toTree = (nodes: readonly CategoryTreeNode[] | null | undefined): TreeOption[] =>
  (nodes ?? []).map((n) => ({ value: n.id, title: n.name, ...(n.childList?.length ? { children: toTree(n.childList) } : {}) }));

/** One or more of the merchant's own categories (any level). */
export function MerchantCategoryField({ id, value, onChange, disabled }: { id?: string; value?: number[]; onChange?: (ids: number[]) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const tree = useMerchantCategoryTree();
  const treeData = useMemo(() => toTree(tree.list), [tree.list]);
  return (
    <Space.Compact style={{ width: "100%" }}>
      <TreeSelect
        id={id}
        multiple
        treeDefaultExpandAll
        allowClear
        showSearch
        treeNodeFilterProp="title"
        value={value}
        onChange={onChange}
        treeData={treeData}
        disabled={disabled}
        loading={tree.loading}
        placeholder={t("product.editor.placeholders.cateIds")}
        style={{ width: "100%" }}
        data-testid="field-merchant-category"
      />
      {!disabled && <Button icon={<ReloadOutlined />} onClick={tree.refresh} title={t("product.common.refresh")} />}
    </Space.Compact>
  );
}
