import { describe, expect, it } from "vitest";
import { filtersToQuery } from "../../../providers/filters";
import { overMax, PICKER_PAGE_SIZES, pickerFilters, SIMPLE_PICKER_PAGE_SIZES } from "../../../src/widgets/pickers/pickerQuery";
import { pathTo, toCascader, type CategoryTreeNode } from "../../../src/widgets/pickers/categoryTrees";

describe("product picker", () => {
  it("sends what product/activity/search/page understands: name, categoryId, cateIds, isShow", () => {
    expect(filtersToQuery(pickerFilters({ name: " 耳机 ", categoryId: 12, cateId: 3, shelf: 1 }))).toEqual({
      name: "耳机",
      categoryId: 12,
      cateIds: 3,
      isShow: true,
    });
    expect(filtersToQuery(pickerFilters({ shelf: 0 }))).toEqual({ isShow: false });
    expect(filtersToQuery(pickerFilters({}))).toEqual({});
  });

  it("最多选择N个 only when a maximum above 0 is passed", () => {
    expect(overMax(3, 2)).toBe(true);
    expect(overMax(2, 2)).toBe(false);
    expect(overMax(9, 0)).toBe(false);
    expect(overMax(9, undefined)).toBe(false);
  });

  it("page sizes: 10/20/30/40 (default 10) and 1–4 (default 1) for the simple picker", () => {
    expect(PICKER_PAGE_SIZES).toEqual([10, 20, 30, 40]);
    expect(SIMPLE_PICKER_PAGE_SIZES).toEqual([1, 2, 3, 4]);
  });

  const tree: CategoryTreeNode[] = [
    {
      id: 1,
      pid: 0,
      name: "数码",
      level: 1,
      childList: [{ id: 2, pid: 1, name: "手机通讯", level: 2, childList: [{ id: 3, pid: 2, name: "手机", level: 3, childList: [] }] }],
    },
    { id: 4, pid: 0, name: "空分类", level: 1, childList: [] },
  ];

  it("category trees become cascader options; only third-level platform categories can be chosen", () => {
    const options = toCascader(tree, 3);
    expect(options[0].children?.[0].children?.[0]).toEqual({ value: 3, label: "手机" });
    expect(options[1]).toEqual({ value: 4, label: "空分类", disabled: true });
    expect(pathTo(tree, 3)).toEqual([1, 2, 3]);
    expect(pathTo(tree, 99)).toEqual([]);
  });
});
