import { TreeSelect } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import {
  useMerchantCategoryTree,
  type CategoryTreeNode,
} from "../../../../src/widgets/pickers/categoryTrees";
import { PropRow } from "./PropRow";

interface TreeOption {
  value: number;
  title: string;
  children?: TreeOption[];
}

const toOptions = (
  nodes: readonly CategoryTreeNode[] | undefined,
): TreeOption[] =>
  (nodes ?? []).map((node) => ({
    value: node.id,
    title: node.name,
    ...(node.childList?.length ? { children: toOptions(node.childList) } : {}),
  }));

/** The merchant's own categories, several of them (a goods block's "goods of chosen categories"). */
export function CategoryChoice(props: {
  label: string;
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const tree = useMerchantCategoryTree();
  const options = useMemo(() => toOptions(tree.list), [tree.list]);
  return (
    <PropRow label={props.label} wide>
      <TreeSelect
        multiple
        allowClear
        treeDefaultExpandAll
        loading={tree.loading}
        treeData={options}
        value={props.value}
        placeholder={t("pageDiy.props.chooseCategories")}
        onChange={(ids: number[]) => props.onChange(ids.map(Number))}
        style={{ width: "100%" }}
        data-testid="prop-goods-categories"
      />
    </PropRow>
  );
}
