import type { Block, Placement } from "./designState";

/** Components a page holds once, and the pairs that exclude each other (the original's rules). */
const ONCE = new Set<string>(["headerSerch", "homeComb", "footer"]);
const EXCLUSIVE: Array<[string, string]> = [["headerSerch", "homeComb"]];

/** Why a component cannot be added (a locale key), or undefined. */
export function refuseAdd(
  blocks: readonly Block[],
  name: string,
): string | undefined {
  const present = new Set<string>(blocks.map((b) => b.component.name));
  if (ONCE.has(name) && present.has(name)) return "pageDiy.designer.onlyOnce";
  for (const [a, b] of EXCLUSIVE)
    if ((name === a && present.has(b)) || (name === b && present.has(a)))
      return "pageDiy.designer.exclusive";
  return undefined;
}

/** Why a block cannot move from `from` to `to` (a locale key), or undefined. */
export function refuseMove(
  blocks: readonly Block[],
  from: number,
  to: number,
  placementOf: (name: string) => Placement,
): string | undefined {
  const block = blocks[from];
  if (!block || to < 0 || to >= blocks.length)
    return "pageDiy.designer.cannotMove";
  if (placementOf(block.component.name) !== "middle")
    return "pageDiy.designer.pinned";
  if (placementOf(blocks[to]!.component.name) !== "middle")
    return "pageDiy.designer.pinnedNeighbour";
  return undefined;
}
