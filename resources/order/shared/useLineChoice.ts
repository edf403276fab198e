import { useState } from "react";
import { detailList, fullQuantities, quantityProblem, type LineUnits, type Quantities, type QuantityProblem } from "../ship/quantities";

/**
 * The units of an order's lines an action takes (a split shipment, a refund by line): each line
 * starts at its cap; asking for the action checks them, and the problem stays shown until the
 * quantities change.
 */
export function useLineChoice(lines: readonly LineUnits[], cap: (line: LineUnits) => number) {
  const [quantities, setQuantities] = useState<Quantities>({});
  const [problem, setProblem] = useState<QuantityProblem>();
  return {
    problem,
    /** Every line at its cap, no problem shown. */
    start: () => {
      setQuantities(fullQuantities(lines, cap));
      setProblem(undefined);
    },
    clearProblem: () => setProblem(undefined),
    /** `value` and `onChange` of `LineQuantities`. */
    value: quantities,
    onChange: (next: Quantities) => {
      setQuantities(next);
      setProblem(undefined);
    },
    /** The chosen `detailList`, or undefined with the problem shown. */
    check: () => {
      const wrong = quantityProblem(lines, quantities, cap);
      setProblem(wrong);
      return wrong ? undefined : detailList(quantities);
    },
  };
}
