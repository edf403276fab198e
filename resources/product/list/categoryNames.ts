import type { CategoryTreeNode } from "../../../src/widgets/pickers/categoryTrees";

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
