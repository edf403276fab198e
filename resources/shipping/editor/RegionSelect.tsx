import { useMemo } from "react";
import { TreeSelect } from "antd";
import { useTranslation } from "react-i18next";
import { pathOf, type RegionTree } from "./cityTree";
import type { RegionPath } from "./regionRules";

const FIELD_NAMES = { label: "label", value: "value", children: "children" };

export interface RegionSelectProps {
  tree: RegionTree;
  /** Selection paths: [province] for a whole province, [province, city] for one city. */
  value?: RegionPath[];
  onChange?: (paths: RegionPath[]) => void;
  disabled?: boolean;
  /** Opened and focused on mount (the region field mounts it on demand). */
  autoOpen?: boolean;
  onBlur?: () => void;
  onFocus?: () => void;
  onMouseLeave?: () => void;
  "data-testid"?: string;
}

/**
 * Provinces and cities with checkboxes and search (antd's virtual TreeSelect over the shared,
 * memoised options): ticking a province takes all its cities and shows as the province.
 */
export function RegionSelect({ tree, value, onChange, disabled, autoOpen, onBlur, onFocus, onMouseLeave, ...rest }: RegionSelectProps) {
  const { t } = useTranslation();
  const ids = useMemo(() => (value ?? []).map((path) => path[path.length - 1]), [value]);
  return (
    <TreeSelect<number[]>
      treeData={tree.options}
      fieldNames={FIELD_NAMES}
      value={ids}
      onChange={(next) => onChange?.((next ?? []).map((id) => pathOf(tree, Number(id))).filter((path) => path.length > 0))}
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_PARENT}
      showSearch
      treeNodeFilterProp="label"
      maxTagCount="responsive"
      allowClear
      virtual
      listHeight={320}
      disabled={disabled}
      autoFocus={autoOpen}
      defaultOpen={autoOpen}
      onBlur={onBlur}
      onFocus={onFocus}
      onMouseLeave={onMouseLeave}
      placeholder={t("shipping.editor.chooseRegions")}
      style={{ width: "100%" }}
      data-testid={rest["data-testid"]}
    />
  );
}
