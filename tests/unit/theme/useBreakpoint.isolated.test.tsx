/**
 * The build's stand-in for antd's breakpoint hook (src/theme/useBreakpoint.ts) answers the
 * screens on the first render, and renders again only when they change; antd's own answers `{}`
 * first and renders every user a second time before the first paint. Also the lists' pagination,
 * which reads the same screen width when it is made (src/widgets/tablePagination.ts).
 */
import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import antdUseBreakpoint from "antd/es/grid/hooks/useBreakpoint";
import useBreakpoint from "../../../src/theme/useBreakpoint";
import { tablePagination } from "../../../src/widgets/tablePagination";

/** A window `width` pixels wide, whose media queries can be told the width changed. */
function windowOf(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  const minWidth = (query: string) => Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
  const maxWidth = (query: string) => Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
  vi.stubGlobal("matchMedia", (query: string) => {
    const list = {
      get matches() {
        return current >= minWidth(query) && current <= maxWidth(query);
      },
      media: query,
      addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.add(() => listener({ matches: list.matches })),
      removeEventListener: () => undefined,
      addListener: (listener: (event: { matches: boolean }) => void) => listeners.add(() => listener({ matches: list.matches })),
      removeListener: () => undefined,
    };
    return list;
  });
  return {
    resize(next: number) {
      current = next;
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

function renders(hook: typeof useBreakpoint) {
  const seen: ReturnType<typeof useBreakpoint>[] = [];
  function Probe() {
    seen.push({ ...hook() });
    return null;
  }
  render(<Probe />);
  return seen;
}

describe("useBreakpoint", () => {
  it("answers the screens on the first render and renders once", () => {
    windowOf(1440);
    const seen = renders(useBreakpoint);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ xs: false, sm: true, md: true, lg: true, xl: true });
  });

  it("renders again when the window crosses a breakpoint", () => {
    const window = windowOf(1440);
    const seen = renders(useBreakpoint);
    act(() => window.resize(500));
    expect(seen.at(-1)).toMatchObject({ xs: true, sm: false });
  });

  it("antd's own hook answers nothing first and renders a second time", () => {
    windowOf(1440);
    const seen = renders(antdUseBreakpoint);
    expect(seen[0]).toEqual({});
    expect(seen.length).toBeGreaterThan(1);
  });
});

describe("tablePagination", () => {
  it("is full on a wide window and simple on a narrow one, whatever Refine guessed", () => {
    windowOf(1440);
    expect(tablePagination({ current: 1, simple: true })).toMatchObject({ simple: false, position: ["bottomRight"], showSizeChanger: true });
    windowOf(400);
    expect(tablePagination({ current: 1, simple: false })).toMatchObject({ simple: true, position: ["bottomCenter"] });
  });
});
