import { afterEach, describe, expect, it } from "vitest";
import { removeCSS, updateCSS } from "../../../src/theme/dynamicCSS";

const stylesWith = (key: string) => [...document.head.querySelectorAll("style")].filter((s) => s.getAttribute("rc-util-key") === key);

afterEach(() => {
  for (const style of document.head.querySelectorAll("style")) style.remove();
});

describe("antd's style registration (the dynamicCSS stand-in)", () => {
  it("writes a style once and leaves it alone when registered again unchanged", () => {
    const first = updateCSS(".a{color:red}", "k1");
    const again = updateCSS(".a{color:red}", "k1");
    expect(again).toBe(first);
    expect(stylesWith("k1")).toHaveLength(1);
    expect(first.innerHTML).toBe(".a{color:red}");
  });

  it("rewrites a changed style in its own node (a theme change), without adding another", () => {
    const first = updateCSS(".b{--primary:#409eff}", "k2");
    const changed = updateCSS(".b{--primary:#6954f0}", "k2");
    expect(changed).toBe(first);
    expect(stylesWith("k2")).toHaveLength(1);
    expect(changed.innerHTML).toBe(".b{--primary:#6954f0}");
  });

  it("removes a style, and writes it afresh when registered again", () => {
    const first = updateCSS(".c{color:blue}", "k3");
    removeCSS("k3");
    expect(stylesWith("k3")).toHaveLength(0);
    const second = updateCSS(".c{color:blue}", "k3");
    expect(second).not.toBe(first);
    expect(stylesWith("k3")).toHaveLength(1);
  });

  it("writes again a style someone else took out of the page", () => {
    const first = updateCSS(".d{color:green}", "k4");
    first.remove();
    const second = updateCSS(".d{color:green}", "k4");
    expect(second.isConnected).toBe(true);
    expect(stylesWith("k4")).toHaveLength(1);
  });
});
