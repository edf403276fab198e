import { useMemo } from "react";
import { Cascader } from "antd";
import { useTranslation } from "react-i18next";
import { pathTo, toCascader, usePlatformCategoryTree } from "../../../../src/widgets/pickers/categoryTrees";

/** A level-3 platform category, shown as its path; the value is the leaf id. */
export function PlatformCategoryField({ value, onChange, disabled }: { value?: number; onChange?: (id: number | undefined) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const tree = usePlatformCategoryTree();
  const options = useMemo(() => toCascader(tree.list, 3), [tree.list]);
  const path = useMemo(() => pathTo(tree.list, value), [tree.list, value]);
  return (
    <Cascader
      options={options}
      value={path.length ? path : undefined}
      onChange={(next) => onChange?.(next?.length ? Number(next[next.length - 1]) : undefined)}
      showSearch
      allowClear
      disabled={disabled}
      loading={tree.loading}
      placeholder={t("product.editor.placeholders.categoryId")}
      style={{ width: "100%" }}
      data-testid="field-platform-category"
    />
  );
}
