import { PICKER } from "./endpoints";
import { useCachedList } from "./useCachedList";

/** Category tree node (`ProCategoryCacheVo`), platform or merchant. */
export interface CategoryTreeNode {
  id: number;
  pid: number;
  name: string;
  level?: number;
  sort?: number;
  isShow?: boolean;
  childList?: CategoryTreeNode[] | null;
}

/** Keys of the original console (cleared at login). */
export const TREE_KEYS = {
  platform: "MerMerAdmin_platProductClassify",
  merchant: "MerMerAdmin_merProductClassify",
} as const;

export type CategoryTreeKind = "platform" | "merchant";

const TREES = {
  platform: { storageKey: TREE_KEYS.platform, resource: PICKER.trees, action: "platform" },
  merchant: { storageKey: TREE_KEYS.merchant, resource: PICKER.trees, action: "merchant" },
} as const;

/** The platform's category tree or the merchant's own. */
export const useCategoryTree = (kind: CategoryTreeKind) => useCachedList<CategoryTreeNode>(TREES[kind]);

export const usePlatformCategoryTree = () => useCategoryTree("platform");

export const useMerchantCategoryTree = () => useCategoryTree("merchant");

export interface CascaderNode {
  value: number;
  label: string;
  disabled?: boolean;
  children?: CascaderNode[];
}

/**
 * Tree → antd Cascader options. `leafLevel` 3 for platform categories: only third-level
 * categories can be chosen, so an empty first- or second-level branch is disabled.
 */
export function toCascader(nodes: readonly CategoryTreeNode[] | undefined, leafLevel?: number, depth = 1): CascaderNode[] {
  return (nodes ?? []).map((node) => {
    const children = node.childList?.length ? toCascader(node.childList, leafLevel, depth + 1) : undefined;
    const level = node.level ?? depth;
    return {
      value: node.id,
      label: node.name,
      ...(children ? { children } : {}),
      ...(leafLevel && !children && level < leafLevel ? { disabled: true } : {}),
    };
  });
}

/** Path of ids from the root to `id` (to show a stored leaf in a cascader). */
export function pathTo(nodes: readonly CategoryTreeNode[] | undefined, id: number | undefined): number[] {
  if (id === undefined || id === null) return [];
  for (const node of nodes ?? []) {
    if (node.id === id) return [node.id];
    const inner = pathTo(node.childList ?? [], id);
    if (inner.length) return [node.id, ...inner];
  }
  return [];
}

/** Name of a node anywhere in the tree. */
export function nodeName(nodes: readonly CategoryTreeNode[] | undefined, id: number | undefined): string | undefined {
  for (const node of nodes ?? []) {
    if (node.id === id) return node.name;
    const inner = nodeName(node.childList ?? [], id);
    if (inner) return inner;
  }
  return undefined;
}
