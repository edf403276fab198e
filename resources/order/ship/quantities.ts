/** The units of an order line the server lets go out or come back (contract §3.11). */
export interface LineUnits {
  id: number;
  payNum: number;
  deliveryNum: number;
  refundNum: number;
  applyRefundNum: number;
}

/** Units still to ship: not shipped, not refunded, not held by an after-sales request. */
export const shippableUnits = (l: LineUnits) => Math.max(0, l.payNum - l.deliveryNum - l.refundNum - l.applyRefundNum);

/** Units the merchant may still refund: not refunded and not held by a request. */
export const refundableUnits = (l: LineUnits) => Math.max(0, l.payNum - l.refundNum - l.applyRefundNum);

export type Quantities = Record<number, number | undefined>;

/** `[{orderDetailId, num}]` of the lines given a quantity above zero. */
export const detailList = (quantities: Quantities) =>
  Object.entries(quantities)
    .filter(([, num]) => (num ?? 0) > 0)
    .map(([id, num]) => ({ orderDetailId: Number(id), num: num! }));

export type QuantityProblem = { kind: "none" } | { kind: "over"; lineId: number; cap: number };

/** What is wrong with the chosen quantities: none chosen, or one above its line's cap. */
export function quantityProblem(lines: readonly LineUnits[], quantities: Quantities, cap: (l: LineUnits) => number): QuantityProblem | undefined {
  for (const line of lines) {
    const num = quantities[line.id] ?? 0;
    if (num > cap(line)) return { kind: "over", lineId: line.id, cap: cap(line) };
  }
  return detailList(quantities).length ? undefined : { kind: "none" };
}

/** Every line at its cap: the default of a split shipment or a refund by line. */
export const fullQuantities = (lines: readonly LineUnits[], cap: (l: LineUnits) => number): Quantities =>
  Object.fromEntries(lines.map((l) => [l.id, cap(l)]));
