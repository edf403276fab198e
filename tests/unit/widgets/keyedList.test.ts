import { describe, expect, it } from "vitest";
import { insertAfterKey, insertAt, moveIndex, removeKeyed } from "../../../src/widgets/keyedList";

const list = ["a", "b", "c"].map((key) => ({ key }));
const keys = (l: Array<{ key: string }> | undefined) => l?.map((e) => e.key);

describe("keyed list edits", () => {
  it("inserts at a clamped place, the end by default", () => {
    expect(keys(insertAt(list, { key: "x" }))).toEqual(["a", "b", "c", "x"]);
    expect(keys(insertAt(list, { key: "x" }, 1))).toEqual(["a", "x", "b", "c"]);
    expect(keys(insertAt(list, { key: "x" }, -4))).toEqual(["x", "a", "b", "c"]);
    expect(keys(list)).toEqual(["a", "b", "c"]);
  });

  it("removes an entry and names the one to edit next", () => {
    expect(removeKeyed(list, "b")).toEqual({ list: [{ key: "a" }, { key: "c" }], next: "c" });
    expect(removeKeyed(list, "c")?.next).toBe("b");
    expect(removeKeyed([{ key: "a" }], "a")).toEqual({ list: [], next: undefined });
    expect(removeKeyed(list, "z")).toBeUndefined();
  });

  it("copies after an entry and moves entries", () => {
    expect(keys(insertAfterKey(list, "a", { key: "a2" }))).toEqual(["a", "a2", "b", "c"]);
    expect(insertAfterKey(list, "z", { key: "x" })).toBeUndefined();
    expect(keys(moveIndex(list, 0, 2)?.list)).toEqual(["b", "c", "a"]);
    expect(moveIndex(list, 2, 9)?.moved).toEqual({ key: "c" });
    expect(moveIndex(list, 1, 1)).toBeUndefined();
    expect(moveIndex(list, 5, 0)).toBeUndefined();
  });
});
