import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, renderHook } from "@testing-library/react";
import { useLineChoice } from "../../../resources/order/shared/useLineChoice";
import { shippableUnits } from "../../../resources/order/ship/quantities";

afterEach(cleanup);

const line = (id: number, payNum: number, deliveryNum = 0) => ({ id, payNum, deliveryNum, refundNum: 0, applyRefundNum: 0 });
const LINES = [line(1, 3), line(2, 2, 1)];

describe("useLineChoice", () => {
  it("starts every line at its cap and sends those lines", () => {
    const { result } = renderHook(() => useLineChoice(LINES, shippableUnits));
    act(() => result.current.start());
    expect(result.current.value).toEqual({ 1: 3, 2: 1 });
    let chosen: ReturnType<typeof result.current.check>;
    act(() => void (chosen = result.current.check()));
    expect(chosen).toEqual([
      { orderDetailId: 1, num: 3 },
      { orderDetailId: 2, num: 1 },
    ]);
    expect(result.current.problem).toBeUndefined();
  });

  it("names the problem, sends nothing, and drops the problem once the quantities change", () => {
    const { result } = renderHook(() => useLineChoice(LINES, shippableUnits));
    act(() => result.current.onChange({ 1: 0, 2: 0 }));
    let chosen: ReturnType<typeof result.current.check>;
    act(() => void (chosen = result.current.check()));
    expect(chosen).toBeUndefined();
    expect(result.current.problem).toEqual({ kind: "none" });

    act(() => result.current.onChange({ 1: 4 }));
    expect(result.current.problem).toBeUndefined();
    act(() => void (chosen = result.current.check()));
    expect(chosen).toBeUndefined();
    expect(result.current.problem).toEqual({ kind: "over", lineId: 1, cap: 3 });

    act(() => result.current.clearProblem());
    expect(result.current.problem).toBeUndefined();
    expect(result.current.value).toEqual({ 1: 4 });
  });
});
