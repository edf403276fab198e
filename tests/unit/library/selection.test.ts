import { describe, expect, it } from "vitest";
import { joinIds, selectionNumber, setPageSelection, toggleSelection } from "../../../src/widgets/library/selection";

const pic = (attId: number) => ({ attId, name: `p${attId}` });

describe("picture selection numbering", () => {
  it("numbers pictures in the order chosen", () => {
    let chosen = toggleSelection([], pic(7));
    chosen = toggleSelection(chosen, pic(3));
    chosen = toggleSelection(chosen, pic(9));
    expect(selectionNumber(chosen, 7)).toBe(1);
    expect(selectionNumber(chosen, 3)).toBe(2);
    expect(selectionNumber(chosen, 9)).toBe(3);
    expect(selectionNumber(chosen, 4)).toBe(0);
  });

  it("choosing again removes the picture and renumbers the rest", () => {
    let chosen = [pic(7), pic(3), pic(9)];
    chosen = toggleSelection(chosen, pic(3));
    expect(chosen.map((c) => c.attId)).toEqual([7, 9]);
    expect(selectionNumber(chosen, 9)).toBe(2);
    chosen = toggleSelection(chosen, pic(3));
    expect(selectionNumber(chosen, 3)).toBe(3);
  });

  it("selecting a whole page keeps the order and skips the ones already chosen", () => {
    const chosen = setPageSelection([pic(2)], [pic(1), pic(2), pic(3)], true);
    expect(chosen.map((c) => c.attId)).toEqual([2, 1, 3]);
    expect(setPageSelection(chosen, [pic(1), pic(3)], false).map((c) => c.attId)).toEqual([2]);
  });

  it("joins ids with commas for delete and move", () => {
    expect(joinIds([pic(5), pic(1)])).toBe("5,1");
  });

  it("never mutates the given list", () => {
    const chosen = Object.freeze([pic(1)]);
    expect(() => toggleSelection(chosen, pic(2))).not.toThrow();
    expect(chosen).toHaveLength(1);
  });
});
