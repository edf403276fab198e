import type { ProductPick } from "../../../../src/widgets/pickers";
import type { Draft } from "../types";

/** A product as goods blocks keep it. */
export type Goods = Draft<"goodList">["goodsList"]["list"][number];

export const toGoods = (
  p: Pick<
    ProductPick,
    "id" | "image" | "name" | "price" | "sales" | "ficti" | "unitName"
  >,
): Goods => ({
  id: p.id,
  image: p.image,
  name: p.name,
  price: p.price,
  sales: p.sales,
  ficti: p.ficti,
  unitName: p.unitName,
});

/** Keeps the order of what was chosen before and appends the newly chosen (the picker answers in its own order). */
export function mergeChosen<T extends { id: number }>(
  before: readonly T[],
  chosen: readonly T[],
): T[] {
  const chosenIds = new Set(chosen.map((c) => c.id));
  const kept = before.filter((b) => chosenIds.has(b.id));
  const keptIds = new Set(kept.map((k) => k.id));
  return [
    ...kept.map((k) => chosen.find((c) => c.id === k.id) ?? k),
    ...chosen.filter((c) => !keptIds.has(c.id)),
  ];
}
