import { Component, Suspense, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import { readyLazy } from "../../../src/routing/readyLazy";

afterEach(cleanup);

const Page = ({ label }: { label: string }) => <p data-testid="page">{label}</p>;

/** A loader as the manifest makes them (src/routing/settledLoader.ts): it can say what it has loaded. */
function loaderOf(module: Promise<{ default: typeof Page }>) {
  let loaded: { default: typeof Page } | undefined;
  const load = vi.fn(() => module.then((m) => (loaded = m)));
  return Object.assign(load, { loaded: () => loaded });
}

/** Renders `element` under a Suspense boundary whose fallback says so, as the console's pages sit. */
const underSuspense = (element: ReactNode) => render(<Suspense fallback={<p data-testid="suspended">suspended</p>}>{element}</Suspense>);

describe("readyLazy", () => {
  it("renders a module that is already here at once, without loading it again", async () => {
    const load = loaderOf(Promise.resolve({ default: Page }));
    await load();
    const Ready = readyLazy(load);
    underSuspense(<Ready label="here" />);
    expect(screen.getByTestId("page").textContent).toBe("here");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shows the page spinner while the module loads, then the page, and never suspends (no reveal throttle)", async () => {
    let arrive!: (m: { default: typeof Page }) => void;
    const Ready = readyLazy(loaderOf(new Promise((resolve) => (arrive = resolve))));
    const { container } = underSuspense(<Ready label="later" />);
    expect(screen.queryByTestId("suspended")).toBeNull();
    expect(container.querySelector(".ant-spin")).not.toBeNull();
    await act(async () => arrive({ default: Page }));
    expect(screen.getByTestId("page").textContent).toBe("later");
    expect(screen.queryByTestId("suspended")).toBeNull();
  });

  it("hands a module that failed to load to the error boundary above", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined); // React reports the error too
    class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
      state: { error?: Error } = {};
      static getDerivedStateFromError = (error: Error) => ({ error });
      render = () => (this.state.error ? <p data-testid="failed">{this.state.error.message}</p> : this.props.children);
    }
    const Ready = readyLazy(loaderOf(Promise.reject(new Error("chunk gone"))));
    await act(async () => {
      render(
        <Boundary>
          <Ready label="never" />
        </Boundary>,
      );
    });
    expect(screen.getByTestId("failed").textContent).toBe("chunk gone");
    vi.mocked(console.error).mockRestore();
  });
});
