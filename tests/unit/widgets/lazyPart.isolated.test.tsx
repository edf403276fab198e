import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { lazyPart, useWarmParts } from "../../../src/widgets/lazyPart";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const Greeting = ({ name }: { name: string }) => <p>hello {name}</p>;

describe("a lazy part of a page", () => {
  it("loads its code only when it first mounts, then renders with its props", async () => {
    const load = vi.fn(async () => Greeting);
    const Part = lazyPart(load);
    const { rerender } = render(<div>{null}</div>);
    expect(load).not.toHaveBeenCalled();
    rerender(<div>{<Part name="shop" />}</div>);
    expect(await screen.findByText("hello shop")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("is warmed once the page has been up a while, and a warmed part loads nothing more when opened", async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => Greeting);
    const Part = lazyPart(load);
    const parts = [Part];
    function Page({ open }: { open: boolean }) {
      useWarmParts(parts);
      return open ? <Part name="again" /> : null;
    }
    const { rerender } = render(<Page open={false} />);
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(load).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    rerender(<Page open />);
    expect(await screen.findByText("hello again")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed load", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(Greeting);
    const Part = lazyPart(load as () => Promise<typeof Greeting>);
    Part.warm();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(<Part name="later" />);
    expect(await screen.findByText("hello later")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("warms a page's parts one at a time, and not while the person is pointing or typing", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    const answers: (() => void)[] = [];
    const loader = () => vi.fn(() => new Promise<typeof Greeting>((resolve) => answers.push(() => resolve(Greeting))));
    const loadFirst = loader();
    const loadSecond = loader();
    const parts = [lazyPart(loadFirst), lazyPart(loadSecond)];
    function Page() {
      useWarmParts(parts);
      return null;
    }
    render(<Page />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(loadFirst).toHaveBeenCalledTimes(1);
    expect(loadSecond).not.toHaveBeenCalled();
    fireEvent.pointerMove(window);
    await act(async () => {
      answers[0]();
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(loadSecond).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(loadSecond).toHaveBeenCalledTimes(1);
  });
});

