import { createContext, memo, useContext, useMemo, type ReactNode } from "react";
import "../../../src/widgets/listCells/listCells.css";
import { useMerchantCategoryTree, usePlatformCategoryTree, type CategoryTreeNode } from "../../../src/widgets/pickers/categoryTrees";

/** id → name of every node of a tree, built once per tree so a row looks its names up in O(1). */
export function nameIndex(nodes: readonly CategoryTreeNode[]): Map<number, string> {
  const index = new Map<number, string>();
  const walk = (list: readonly CategoryTreeNode[] | null | undefined) => {
    for (const node of list ?? []) {
      index.set(node.id, node.name);
      walk(node.childList);
    }
  };
  walk(nodes);
  return index;
}

/** Names of a comma list of ids (`cateId`), unknown ids left out. */
export function namesOf(index: ReadonlyMap<number, string>, ids: string | null | undefined): string[] {
  return (ids ?? "")
    .split(",")
    .map((id) => index.get(Number(id)))
    .filter((name): name is string => !!name);
}

interface CategoryNames {
  platform: ReadonlyMap<number, string>;
  merchant: ReadonlyMap<number, string>;
}

const NONE: CategoryNames = { platform: new Map(), merchant: new Map() };
const CategoryNamesContext = createContext<CategoryNames>(NONE);

/**
 * Loads both category trees for the cells below. When a tree arrives only the category cells
 * update: the list itself (passed as children) is not rendered again.
 */
export function CategoryNamesProvider({ children }: { children: ReactNode }) {
  const platform = usePlatformCategoryTree().list;
  const merchant = useMerchantCategoryTree().list;
  const names = useMemo(() => ({ platform: nameIndex(platform), merchant: nameIndex(merchant) }), [platform, merchant]);
  return <CategoryNamesContext.Provider value={names}>{children}</CategoryNamesContext.Provider>;
}

/** A product's platform category over its merchant categories. */
export const CategoryCell = memo(function CategoryCell({ categoryId, cateId }: { categoryId: number; cateId: string | null | undefined }) {
  const { platform, merchant } = useContext(CategoryNamesContext);
  return (
    <div style={{ lineHeight: 1.4 }}>
      <div>{platform.get(categoryId) ?? "-"}</div>
      <div className="cell-muted">{namesOf(merchant, cateId).join(" / ")}</div>
    </div>
  );
});
