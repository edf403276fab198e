import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { StyleWarmup } from "../../../src/widgets/StyleWarmup";

afterEach(cleanup);

describe("style warm-up", () => {
  it("mounts its children hidden once the browser is idle, then removes them", async () => {
    render(
      <StyleWarmup>
        <span data-testid="warm">·</span>
      </StyleWarmup>,
    );
    expect(screen.queryByTestId("warm")).toBeNull();
    // Mounted for one commit, then gone: seen through a mutation record.
    const seen: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((r) => seen.push(...r.addedNodes)));
    observer.observe(document.body, { childList: true, subtree: true });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    observer.disconnect();
    expect(seen.some((node) => node instanceof HTMLElement && !!node.querySelector('[data-testid="warm"]') && node.hidden)).toBe(true);
    expect(screen.queryByTestId("warm")).toBeNull();
  });

  it("with idle off, mounts them once the delay has passed even if the browser never idles", async () => {
    // An idle callback that never comes.
    const requestIdle = vi.fn(() => 1);
    vi.stubGlobal("requestIdleCallback", requestIdle);
    vi.stubGlobal("cancelIdleCallback", vi.fn());
    try {
      const seen: Node[] = [];
      const observer = new MutationObserver((records) => records.forEach((r) => seen.push(...r.addedNodes)));
      observer.observe(document.body, { childList: true, subtree: true });
      render(
        <StyleWarmup afterMs={0} idle={false}>
          <span data-testid="warm-now">·</span>
        </StyleWarmup>,
      );
      // Mounted and removed again (waited for: a loaded machine may take longer than the delay).
      await waitFor(() => expect(seen.some((node) => node instanceof HTMLElement && !!node.querySelector('[data-testid="warm-now"]'))).toBe(true));
      await waitFor(() => expect(screen.queryByTestId("warm-now")).toBeNull());
      observer.disconnect();
      expect(requestIdle).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
