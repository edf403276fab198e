import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
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
});
