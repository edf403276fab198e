import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { RegionField } from "../../../resources/shipping/editor/RegionField";
import { buildRegionTree } from "../../../resources/shipping/editor/cityTree";
import { useLocale } from "../shell/i18n";

afterEach(cleanup);
beforeAll(() => useLocale("zh-CN"));

const tree = buildRegionTree([
  { regionId: 1, regionName: "浙江省", regionType: 1, parentId: 0, child: [{ regionId: 11, regionName: "杭州市", regionType: 2, parentId: 1 }] },
  { regionId: 2, regionName: "江苏省", regionType: 1, parentId: 0, child: [{ regionId: 21, regionName: "南京市", regionType: 2, parentId: 2 }] },
] as never);

const selectOf = (testId: string) => screen.getByTestId(testId).closest(".ant-select");

describe("a rule row's region field", () => {
  it("shows the chosen regions as text until the pointer rests on it, then a closed tree select", async () => {
    render(<RegionField tree={tree} value={[[1], [2, 21]]} data-testid="regions" />);
    const summary = screen.getByTestId("regions");
    expect(summary).toHaveTextContent("浙江省、南京市");
    expect(selectOf("regions")).toBeNull();

    // Passing over it prepares nothing.
    fireEvent.pointerEnter(summary);
    fireEvent.pointerLeave(summary);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(selectOf("regions")).toBeNull();

    fireEvent.pointerEnter(summary);
    await waitFor(() => expect(selectOf("regions")).not.toBeNull());
    const select = selectOf("regions");
    expect(select).not.toHaveClass("ant-select-open");

    // Left untouched, it is text again.
    fireEvent.mouseLeave(select!);
    expect(selectOf("regions")).toBeNull();
    expect(screen.getByTestId("regions")).toHaveTextContent("浙江省、南京市");
  });

  it("opens at once when reached with the keyboard, and is text again when left", () => {
    render(<RegionField tree={tree} value={[]} data-testid="regions" />);
    expect(screen.getByTestId("regions")).toHaveTextContent("请选择省份或城市，可搜索");
    fireEvent.focus(screen.getByTestId("regions"));
    expect(selectOf("regions")).toHaveClass("ant-select-open");
    fireEvent.blur(screen.getByRole("combobox"));
    expect(selectOf("regions")).toBeNull();
  });
});
