import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { GUARD_WAIT_MS, useGuardedClick } from "../../../src/widgets/useGuardedClick";
import { DEBOUNCE_MS, useDebounce, useDebouncedCallback } from "../../../src/widgets/useDebounce";
import { LONG_PRESS_MS, useLongPress } from "../../../src/widgets/useLongPress";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useGuardedClick", () => {
  it("defaults to 1000 ms and ignores clicks inside the wait", () => {
    expect(GUARD_WAIT_MS).toBe(1000);
    const handler = vi.fn();
    const { result } = renderHook(() => useGuardedClick(handler));
    result.current("a");
    result.current("b");
    vi.advanceTimersByTime(999);
    result.current("c");
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith("a");
    vi.advanceTimersByTime(1);
    result.current("d");
    expect(handler).toHaveBeenCalledTimes(2);
    expect(handler).toHaveBeenLastCalledWith("d");
  });
  it("takes another wait", () => {
    const handler = vi.fn();
    const { result } = renderHook(() => useGuardedClick(handler, 200));
    result.current();
    vi.advanceTimersByTime(200);
    result.current();
    expect(handler).toHaveBeenCalledTimes(2);
  });
});

describe("useDebounce", () => {
  it("settles 500 ms after the last change", () => {
    expect(DEBOUNCE_MS).toBe(500);
    const { result, rerender } = renderHook(({ value }) => useDebounce(value), { initialProps: { value: "a" } });
    rerender({ value: "ab" });
    act(() => void vi.advanceTimersByTime(499));
    expect(result.current).toBe("a");
    rerender({ value: "abc" });
    act(() => void vi.advanceTimersByTime(499));
    expect(result.current).toBe("a");
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe("abc");
  });
  it("debounces a callback", () => {
    const callback = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(callback));
    result.current(1);
    result.current(2);
    vi.advanceTimersByTime(500);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledWith(2);
  });
});

describe("useLongPress", () => {
  it("fires after holding 1000 ms, not when released earlier", () => {
    expect(LONG_PRESS_MS).toBe(1000);
    const callback = vi.fn();
    const { result } = renderHook(() => useLongPress(callback));
    result.current.onMouseDown();
    vi.advanceTimersByTime(999);
    result.current.onMouseUp();
    vi.advanceTimersByTime(10);
    expect(callback).not.toHaveBeenCalled();
    result.current.onTouchStart();
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
