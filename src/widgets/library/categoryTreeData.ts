import { ROOT_CATEGORY_ID } from "./constants";
import type { CategoryNode } from "./types";

/** A node of antd's Tree / TreeSelect. */
export interface TreeOption {
  key: number;
  value: number;
  title: string;
  children?: TreeOption[];
  disabled?: boolean;
}

/** The server's tree under the root entry 全部图片 (id 0). */
export function withRoot(tree: readonly CategoryNode[], rootTitle: string, disabledIds: ReadonlySet<number> = new Set()): TreeOption[] {
  const convert = (nodes: readonly CategoryNode[]): TreeOption[] =>
    nodes.map((node) => ({
      key: node.id,
      value: node.id,
      title: node.name,
      disabled: disabledIds.has(node.id),
      children: node.child?.length ? convert(node.child) : undefined,
    }));
  return [
    {
      key: ROOT_CATEGORY_ID,
      value: ROOT_CATEGORY_ID,
      title: rootTitle,
      children: convert(tree),
    },
  ];
}

/** The category with this id anywhere in the tree. */
export function findCategory(tree: readonly CategoryNode[] | undefined, id: number): CategoryNode | undefined {
  for (const node of tree ?? []) {
    if (node.id === id) return node;
    const inner = findCategory(node.child, id);
    if (inner) return inner;
  }
  return undefined;
}

/** Ids of a category's descendants (they cannot become its parent). */
export function descendantIds(tree: readonly CategoryNode[], id: number): Set<number> {
  const out = new Set<number>();
  const collect = (nodes: readonly CategoryNode[] | undefined) => {
    for (const node of nodes ?? []) {
      out.add(node.id);
      collect(node.child);
    }
  };
  collect(findCategory(tree, id)?.child);
  return out;
}

/** Every id in the tree, root included (the tree opens fully by default). */
export function allKeys(options: readonly TreeOption[]): number[] {
  return options.flatMap((o) => [o.key, ...allKeys(o.children ?? [])]);
}
