import { describe, expect, it } from "vitest";
import { appendWithin, fromList, moveEntry, tileIds, toList } from "../../../src/widgets/library/pickerValue";
import { imageTags } from "../../../src/widgets/library/richTextBridge";
import { PICKER_MAX } from "../../../src/widgets/library/constants";

describe("image picker value", () => {
  it("reads one URL or a list", () => {
    expect(toList("a.png")).toEqual(["a.png"]);
    expect(toList("")).toEqual([]);
    expect(toList(["a", "", "b"])).toEqual(["a", "b"]);
    expect(fromList(["a", "b"], false)).toBe("a");
    expect(fromList([], false)).toBe("");
    expect(fromList(["a"], true)).toEqual(["a"]);
  });

  it("allows at most 20 pictures by default", () => {
    expect(PICKER_MAX).toBe(20);
    const nineteen = Array.from({ length: 19 }, (_, i) => `${i}.png`);
    expect(appendWithin(nineteen, ["x.png"], PICKER_MAX)).toHaveLength(20);
    expect(appendWithin(nineteen, ["x.png", "y.png"], PICKER_MAX)).toBeUndefined();
  });

  it("reorders by moving one entry", () => {
    expect(moveEntry(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveEntry(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
  });

  it("gives the same URL twice two keys", () => {
    expect(tileIds(["a", "b", "a"])).toEqual(["a#1", "b#1", "a#2"]);
  });

  it("writes image tags for the rich-text editor, escaping quotes", () => {
    expect(imageTags(["http://x/a.png", 'http://x/b".png'])).toBe('<img src="http://x/a.png"><img src="http://x/b&quot;.png">');
  });
});
