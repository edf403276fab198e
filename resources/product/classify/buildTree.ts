import type { MerchantCategory } from "../types";

export interface CategoryRowNode extends MerchantCategory {
  children?: CategoryRowNode[];
}

/** The flat `store/product/category/list` as a two-level tree (parents first, server order kept). */
export function buildTree(list: readonly MerchantCategory[]): CategoryRowNode[] {
  const nodes = new Map<number, CategoryRowNode>(list.map((c) => [c.id, { ...c }]));
  const roots: CategoryRowNode[] = [];
  for (const c of list) {
    const node = nodes.get(c.id)!;
    const parent = c.pid ? nodes.get(c.pid) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}
