import "@ant-design/v5-patch-for-react-19";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, renderHook, screen } from "@testing-library/react";
import i18next from "i18next";
import { enumColumnWidth, PlainTag, useEnumTags } from "../../../src/enums/EnumTag";
import { COUPON_RECEIVE_TYPE, MERCHANT_COUPON_CATEGORY } from "../../../src/enums/coupon";
import { DateLimitInput } from "../../../src/widgets/DateLimitInput";
import { columnWidth, tagColumnWidth, textWidth } from "../../../src/widgets/listCells/columnWidth";
import { useLocale } from "../shell/i18n";

vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

/** A window `width` px wide, as antd's breakpoints ask it through matchMedia. */
function windowOf(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)/.exec(query);
    const max = /max-width:\s*([\d.]+)/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

describe("enumeration tags", () => {
  it("carry their whole label as a title, for when the column cuts them", async () => {
    await useLocale("en-US");
    const { result } = renderHook(() => useEnumTags(COUPON_RECEIVE_TYPE));
    render(
      <>
        {result.current(1)}
        {result.current(42)}
        <PlainTag color="gold">Members</PlainTag>
      </>,
    );
    expect(screen.getByText("Claimed by customers")).toHaveAttribute("title", "Claimed by customers");
    expect(screen.getByText("42")).toHaveAttribute("title", "42");
    expect(screen.getByText("Members")).toHaveAttribute("title", "Members");
    expect(screen.getByText("Members").className).toBe("enum-tag enum-tag-gold");
  });
});

describe("column widths", () => {
  it("fit an enumeration's longest label in the current language, never less than the width given", async () => {
    await useLocale("zh-CN");
    const t = i18next.t.bind(i18next);
    // The Chinese labels fit the width chosen for them.
    expect(enumColumnWidth(MERCHANT_COUPON_CATEGORY, t, t("coupon.fields.category"), 90)).toBe(90);
    await useLocale("en-US");
    const english = enumColumnWidth(MERCHANT_COUPON_CATEGORY, t, t("coupon.fields.category"), 90);
    const longest = Math.max(...["Shop coupon", "Product coupon"].map((label) => textWidth(label, { size: 12 })));
    // The label, the tag's padding and border, and the cell's.
    expect(english).toBeGreaterThanOrEqual(Math.ceil(longest + 16 + 17));
    expect(english).toBeGreaterThan(90);
    expect(tagColumnWidth(["Claimed by customers"], "Type")).toBeGreaterThan(tagColumnWidth(["Shop coupon"], "Type"));
  });

  it("fit the title's longest word, or the whole title for a column whose title does not wrap", () => {
    const wraps = columnWidth({ title: "How customers get it" });
    const whole = columnWidth({ title: "How customers get it", wholeTitle: true });
    expect(wraps).toBe(Math.ceil(textWidth("customers", { size: 14, weight: 600 }) + 20));
    expect(whole).toBe(Math.ceil(textWidth("How customers get it", { size: 14, weight: 600 }) + 20));
    expect(columnWidth({ title: "ID", min: 60 })).toBe(60);
  });
});

describe("the date-limit input on a phone", () => {
  it("puts the range under the shortcuts below antd's sm breakpoint, side by side above it", async () => {
    await useLocale("en-US");
    windowOf(390);
    render(<DateLimitInput value="" data-testid="narrow" />);
    expect(screen.getByTestId("narrow")).toHaveClass("ant-flex-vertical");
    expect(screen.getByTestId("narrow").querySelector(".ant-picker-range")).toHaveStyle({ width: "100%" });
    windowOf(1280);
    render(<DateLimitInput value="" data-testid="wide" />);
    expect(screen.getByTestId("wide")).toHaveClass("ant-space-compact");
    expect(screen.getByTestId("wide")).not.toHaveClass("ant-flex-vertical");
  });
});
