import { useDeferredValue, useMemo } from "react";
import { Cascader, Spin, type CascaderProps } from "antd";
import { pathTo, toCascader, useCategoryTree, type CascaderNode, type CategoryTreeKind } from "./categoryTrees";

type Shown = Pick<CascaderProps<CascaderNode>, "id" | "placeholder" | "style" | "showSearch" | "allowClear" | "disabled" | "changeOnSelect">;

interface CategoryCascaderProps extends Shown {
  /** Which catalogue: the platform's category tree or the merchant's own. */
  tree: CategoryTreeKind;
  /** The chosen category's id (a form field's value); shown as its path. */
  value?: number;
  onChange?: (id: number | undefined) => void;
  /** Only categories of this level can be chosen (3 for a product's platform category). */
  leafLevel?: number;
  "data-testid"?: string;
}

const NO_PATH: number[] = [];

/**
 * A category chosen in a cascader, given and returned as its id. It loads its tree itself:
 * when the tree arrives only this field renders again, not the form around it (a list's
 * filters rendered every field again when the trees arrived with the rows). The options are
 * built at low priority.
 */
export function CategoryCascader({ tree, value, onChange, leafLevel, ...shown }: CategoryCascaderProps) {
  const chosen = useCategoryTree(tree);
  const nodes = useDeferredValue(chosen.list);
  const options = useMemo(() => toCascader(nodes, leafLevel), [nodes, leafLevel]);
  const path = useMemo(() => (value === undefined || value === null ? NO_PATH : pathTo(nodes, value)), [nodes, value]);
  // Opened before the tree is built (still loading, or its options deferred), the list shows a
  // spinner rather than antd's "no data".
  const loading = chosen.loading || nodes !== chosen.list;
  return (
    <Cascader
      {...shown}
      options={options}
      value={path.length ? path : undefined}
      loading={loading}
      notFoundContent={loading ? <Spin size="small" /> : undefined}
      onChange={(next) => onChange?.(next?.length ? Number(next[next.length - 1]) : undefined)}
    />
  );
}
